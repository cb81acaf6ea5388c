import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { OrderRow } from "./move-order.ts";
import { orderEvents, orders } from "./tables.ts";

/** Adds money the provider confirmed it gave back to a locked order that is already Refunded (a second refund). */
export async function recordRefund(tx: Tx, order: OrderRow, amount: number): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error("the refunded order vanished");
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, kind: "status", status: order.status, note: "refund" });
  return updated;
}
