import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { OrderRow } from "./move-order.ts";
import { orders } from "./tables.ts";

/** The order a shopper's submit with this Idempotency-Key placed, if any. */
export async function findOrderByKey(
  db: Db | Tx,
  customerId: number,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return order ?? null;
}

/**
 * Serialises the submits of one shopper with one Idempotency-Key for the rest of the caller's transaction: the
 * second waits for the first to commit, then finds its order.
 */
export async function lockOrderKey(tx: Tx, customerId: number, idempotencyKey: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`order:${customerId}:${idempotencyKey}`}, 0))`,
  );
}
