import type { Db } from "../../db/client.ts";
import { releaseStock } from "../catalog/release-stock.ts";
import { returnCoupon } from "../coupons/redeem-coupon.ts";
import { findOwnOrder } from "../orders/find-own-order.ts";
import { listOrderLines } from "../orders/list-order-lines.ts";
import { lockOrder, moveOrder, type OrderRow } from "../orders/move-order.ts";
import { ORDER_STATUS } from "../orders/order-status.ts";
import { mailArrivalReminders } from "../reminders/mail-arrival-reminders.ts";
import { mailOrderUpdate } from "./mail-order-update.ts";

/**
 * The shopper cancels one of their unpaid orders: it becomes Canceled, its stock goes back on sale and its
 * coupon back to the wallet, once.
 * The order is locked first, so a cancel racing the expiry (or a second click) finds it already canceled and
 * changes nothing more; a paid or shipped order answers 409.
 */
export async function cancelOrder(db: Db, customerId: number, orderNumber: string): Promise<OrderRow> {
  const own = await findOwnOrder(db, customerId, orderNumber);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, own.id);
    if (order.status === ORDER_STATUS.CANCELED) return order;
    const canceled = await moveOrder(tx, order, ORDER_STATUS.CANCELED, {
      canceledAt: new Date(),
      cancelReason: "shopper",
    });
    await Promise.all([
      releaseStock(tx, await listOrderLines(tx, order.id), mailArrivalReminders),
      returnCoupon(tx, order.id),
    ]);
    await mailOrderUpdate(tx, canceled, "canceled");
    return canceled;
  });
}
