import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { OrderRow } from "./move-order.ts";
import { ORDER_STATUS } from "./order-status.ts";
import { orderEvents } from "./tables.ts";

/** Adds a carrier's progress event ("Arrived at the sorting centre") to a shipped, locked order's timeline. */
export async function addTrackingEvent(
  tx: Tx,
  order: OrderRow,
  note: string,
  at = new Date(),
): Promise<void> {
  if (order.status !== ORDER_STATUS.SHIPPED) throw new AppError("CONFLICT", "i18n_order_error_status");
  const text = note.trim().slice(0, 200);
  if (!text) throw new AppError("BAD_REQUEST", "i18n_form_feedback_01");
  await tx.insert(orderEvents).values({ orderId: order.id, kind: "tracking", note: text, at });
}
