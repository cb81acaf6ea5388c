import { and, eq } from "drizzle-orm";
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
