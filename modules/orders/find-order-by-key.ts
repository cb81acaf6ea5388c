import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import type { OrderRow } from "./move-order.ts";
import { orders } from "./tables.ts";

const selectByKey = prepareOnce((db) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, sql.placeholder("customerId")),
        eq(orders.idempotencyKey, sql.placeholder("idempotencyKey")),
      ),
    )
    .limit(1)
    .prepare("find_order_by_key"),
);

/** The order a shopper's submit with this Idempotency-Key placed, if any. */
export async function findOrderByKey(
  db: Db | Tx,
  customerId: number,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const [order] = await selectByKey(db).execute({ customerId, idempotencyKey });
  return order ?? null;
}
