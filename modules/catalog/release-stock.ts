import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { PUBLISHED } from "./publish-state.ts";
import type { WhenSpecsBack } from "./specs-back.ts";
import { goods, goodsSpecs } from "./tables.ts";

export type StockLine = { specId: number; quantity: number };

/**
 * Puts the quantities back (an order canceled or expired), inside the caller's transaction; a spec of goods on
 * sale that was sold out is back, and `whenBack` runs for it in the same transaction (the arrival reminders).
 */
export async function releaseStock(tx: Tx, lines: StockLine[], whenBack: WhenSpecsBack): Promise<void> {
  const released = await Promise.all(
    totalsBySpec(lines).map(async ([specId, quantity]) => {
      const [row] = await tx
        .update(goodsSpecs)
        .set({ stock: sql`${goodsSpecs.stock} + ${quantity}` })
        .where(eq(goodsSpecs.id, specId))
        .returning({ goodsId: goodsSpecs.goodsId, stock: goodsSpecs.stock });
      return row && row.stock - quantity <= 0 ? { specId, goodsId: row.goodsId } : null;
    }),
  );
  const soldOut = released.filter((spec) => spec !== null);
  if (soldOut.length === 0) return;
  const onSale = await tx
    .select({ id: goods.id, type: goods.type })
    .from(goods)
    .where(
      and(
        inArray(
          goods.id,
          soldOut.map((spec) => spec.goodsId),
        ),
        eq(goods.publish, PUBLISHED),
      ),
    );
  const types = new Map(onSale.map((row) => [row.id, row.type]));
  const back = soldOut.flatMap((spec) => {
    const type = types.get(spec.goodsId);
    return type === undefined ? [] : [{ ...spec, type }];
  });
  if (back.length > 0) await whenBack(tx, back);
}

function totalsBySpec(lines: StockLine[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.specId, (totals.get(line.specId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b);
}
