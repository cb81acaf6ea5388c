import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { goodsSpecs } from "./tables.ts";

export type StockLine = { specId: number; quantity: number };

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
      const rows = await tx
        .update(goodsSpecs)
        .set({ stock: sql`${goodsSpecs.stock} - ${quantity}` })
        .where(and(eq(goodsSpecs.id, specId), gte(goodsSpecs.stock, quantity)))
        .returning({ id: goodsSpecs.id });
      return rows.length > 0 ? null : specId;
    }),
  );
  return taken.filter((specId) => specId !== null);
}

/** Puts the quantities back (an order canceled or expired), inside the caller's transaction. */
export async function releaseStock(tx: Tx, lines: StockLine[]): Promise<void> {
  await Promise.all(
    totalsBySpec(lines).map(([specId, quantity]) =>
      tx
        .update(goodsSpecs)
        .set({ stock: sql`${goodsSpecs.stock} + ${quantity}` })
        .where(eq(goodsSpecs.id, specId)),
    ),
  );
}

function totalsBySpec(lines: StockLine[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.specId, (totals.get(line.specId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b);
}
