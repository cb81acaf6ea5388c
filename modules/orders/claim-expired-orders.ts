import { and, asc, eq, lte } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { OrderRow } from "./move-order.ts";
import { ORDER_STATUS } from "./order-status.ts";
import { orders } from "./tables.ts";

/**
 * Unpaid orders whose time to pay ran out by `now`, locked for the caller's transaction with `SKIP LOCKED`: an
 * order another transaction holds (a cancel, a payment) is left for a later round.
 */
export function claimExpiredOrders(tx: Tx, now: Date, batch: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.UNPAID), lte(orders.payBy, now)))
    .orderBy(asc(orders.payBy))
    .limit(batch)
    .for("update", { skipLocked: true });
}
