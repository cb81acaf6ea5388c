import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { addTrackingEvent } from "../orders/add-tracking-event.ts";
import { lockOrder, moveOrder, type OrderRow } from "../orders/move-order.ts";
import { ORDER_STATUS } from "../orders/order-status.ts";
import { mailOrderUpdate } from "./mail-order-update.ts";

/**
 * The shop hands a paid order to a carrier: it becomes Shipped with the carrier, tracking number and shipping
 * time, and the shopper is mailed them. Anything but a Processing order answers 409 (the status table).
 */
export async function shipOrder(
  db: Db,
  orderId: number,
  shipment: { carrier: string; trackingNumber: string; shippedAt?: Date },
): Promise<OrderRow> {
  const carrier = shipment.carrier.trim().slice(0, 80);
  const trackingNumber = shipment.trackingNumber.trim().slice(0, 80);
  if (!carrier || !trackingNumber) throw new AppError("BAD_REQUEST", "i18n_form_feedback_01");
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const shipped = await moveOrder(tx, order, ORDER_STATUS.SHIPPED, {
      carrier,
      trackingNumber,
      shippedAt: shipment.shippedAt ?? new Date(),
    });
    await mailOrderUpdate(tx, shipped, "shipped");
    return shipped;
  });
}

/** Records a carrier's progress event on a shipped order's timeline. */
export async function trackOrder(db: Db, orderId: number, note: string, at?: Date): Promise<void> {
  await db.transaction(async (tx) => addTrackingEvent(tx, await lockOrder(tx, orderId), note, at));
}
