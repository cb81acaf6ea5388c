import type { Db } from "../../db/client.ts";
import { releaseStock } from "../catalog/release-stock.ts";
import { returnCoupon } from "../coupons/redeem-coupon.ts";
import { claimExpiredOrders } from "../orders/claim-expired-orders.ts";
import { listOrderLines } from "../orders/list-order-lines.ts";
import { moveOrder } from "../orders/move-order.ts";
import { ORDER_STATUS } from "../orders/order-status.ts";
import { mailArrivalReminders } from "../reminders/mail-arrival-reminders.ts";
import { mailOrderUpdate } from "./mail-order-update.ts";

/**
 * Cancels unpaid orders whose time to pay has run out and puts their stock and coupon back, a batch per
 * transaction. Rows
 * are claimed with `FOR UPDATE SKIP LOCKED`, so several instances share the work and an order the shopper is
 * canceling (or paying) right now is skipped and looked at again next round, when its status says whether it
 * is still unpaid. Answers how many it canceled.
 */
export async function expireUnpaidOrders(db: Db, now = new Date(), batch = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimExpiredOrders(tx, now, batch);
    for (const order of due) {
      const expired = await moveOrder(
        tx,
        order,
        ORDER_STATUS.CANCELED,
        { canceledAt: now, cancelReason: "expired" },
        "not paid in time",
      );
      await Promise.all([
        releaseStock(tx, await listOrderLines(tx, order.id), mailArrivalReminders),
        returnCoupon(tx, order.id, now),
      ]);
      await mailOrderUpdate(tx, expired, "expired");
    }
    return due.length;
  });
}
