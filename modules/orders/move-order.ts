import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { type OrderStatus, requireMove } from "./order-status.ts";
import { orderEvents, orders } from "./tables.ts";

export type OrderRow = typeof orders.$inferSelect;
type OrderChanges = Partial<
  Pick<
    OrderRow,
    | "paidAt"
    | "paidPaymentId"
    | "canceledAt"
    | "cancelReason"
    | "capturedAmount"
    | "refundedAmount"
    | "carrier"
    | "trackingNumber"
    | "shippedAt"
    | "paymentMethod"
  >
>;

/** The order, locked for the rest of the caller's transaction: concurrent moves of one order take turns. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) throw new AppError("NOT_FOUND", "i18n_order_error_not_found");
  return order;
}

/**
 * Moves a locked order to `to` if the status table allows it from where it stands (409 otherwise), with the
 * changes that come with the move, and records the move in the order's history.
 */
export async function moveOrder(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  changes: OrderChanges = {},
  note = "",
): Promise<OrderRow> {
  requireMove(order.status as OrderStatus, to);
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({ orderId: order.id, kind: "status", status: to, note });
  if (!moved) throw new AppError("NOT_FOUND", "i18n_order_error_not_found");
  return moved;
}
