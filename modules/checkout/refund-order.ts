import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { lockOrder } from "../orders/move-order.ts";
import { ORDER_STATUS } from "../orders/order-status.ts";
import { requestRefund } from "../payments/request-refund.ts";

const refundable = new Set<number>([ORDER_STATUS.PROCESSING, ORDER_STATUS.SHIPPED, ORDER_STATUS.REFUNDED]);

/**
 * The shop gives back `amount` (minor units; the rest of what was captured when omitted) of a paid order: the
 * refund is recorded at once and asked of the provider after commit; the order becomes Refunded when the
 * provider confirms it (ADR 0026). More than was captured, less what was already given back, answers 409; an
 * unpaid or canceled order has nothing to refund.
 */
export async function refundOrder(
  db: Db,
  orderId: number,
  amount?: number,
): Promise<{ refundId: number; amount: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!refundable.has(order.status) || order.paidPaymentId === null)
      throw new AppError("CONFLICT", "i18n_order_error_status");
    const wanted = amount ?? order.capturedAmount - order.refundedAmount;
    const { refundId } = await requestRefund(tx, {
      paymentId: order.paidPaymentId,
      amount: wanted,
      reason: "shop_refund",
    });
    return { refundId, amount: wanted };
  });
}
