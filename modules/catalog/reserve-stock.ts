import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { PUBLISHED } from "./publish-state.ts";
import type { WhenSpecsBack } from "./specs-back.ts";
import { goods, goodsSpecs } from "./tables.ts";

export type StockLine = { specId: number; quantity: number };

const takeStock = prepareOnce((db) =>
  db
    .update(goodsSpecs)
    .set({ stock: sql`${goodsSpecs.stock} - ${sql.placeholder("quantity")}` })
    .where(
      and(eq(goodsSpecs.id, sql.placeholder("specId")), gte(goodsSpecs.stock, sql.placeholder("quantity"))),
    )
    .returning({ id: goodsSpecs.id })
    .prepare("reserve_stock"),
);

/**
 * Takes each spec's quantity out of stock inside the caller's transaction, with a conditional update so stock
 * never goes below zero however many orders race. Lines on one spec are added up first; specs are taken in id
 * order so two orders sharing specs cannot deadlock. Answers the specs that were short: the caller then rolls
 * back, which also returns what was taken.
 */
export async function reserveStock(tx: Tx, lines: StockLine[]): Promise<number[]> {
  // Pipelined on the transaction's connection, in id order: PostgreSQL takes the row locks in that order.
  const taken = await Promise.all(
    totalsBySpec(lines).map(async ([specId, quantity]) => {
      const rows = await takeStock(tx).execute({ specId, quantity });
      return rows.length > 0 ? null : specId;
    }),
  );
  return taken.filter((specId) => specId !== null);
}

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
