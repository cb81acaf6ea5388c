import type { Tx } from "../../db/client.ts";
import { logger } from "../../lib/logger.ts";
import { lockOrder, moveOrder } from "../orders/move-order.ts";
import { ORDER_STATUS } from "../orders/order-status.ts";
import { recordRefund } from "../orders/record-refund.ts";
import type { RecordedEvent } from "../payments/record-provider-event.ts";
import { requestRefund } from "../payments/request-refund.ts";
import { mailOrderUpdate } from "./mail-order-update.ts";

const { UNPAID, PROCESSING, CANCELED, PENDING, REFUNDED, SHIPPED } = ORDER_STATUS;

/**
 * What a verified, first-seen provider notification does to its order, inside the transaction that recorded
 * it (ADR 0025). The order is locked, so a notification racing a cancel or the expiry takes its turn: money that
 * arrives for an order that is no longer payable, or a second attempt's money for a paid order, is refunded at
 * once, never kept on a canceled order. Anything already applied changes nothing.
 */
export async function applyProviderEvent(tx: Tx, { payment, event }: RecordedEvent): Promise<void> {
  const order = await lockOrder(tx, payment.orderId);
  switch (event.type) {
    case "payment.succeeded": {
      if (order.status === UNPAID || order.status === PENDING) {
        const paid = await moveOrder(tx, order, PROCESSING, {
          paidAt: new Date(),
          paidPaymentId: payment.id,
          capturedAmount: payment.amount,
          paymentMethod: payment.method,
        });
        await mailOrderUpdate(tx, paid, "paid");
        return;
      }
      if (order.paidPaymentId === payment.id) return;
      await requestRefund(tx, {
        paymentId: payment.id,
        amount: payment.amount,
        reason: order.status === CANCELED ? "order_canceled" : "paid_twice",
      });
      if (order.status === CANCELED) {
        await moveOrder(
          tx,
          order,
          REFUNDED,
          { capturedAmount: payment.amount, paidPaymentId: payment.id },
          "payment arrived after the order was canceled; refunded",
        );
      }
      logger.warn("payment for an order no longer payable, refunded", {
        orderNumber: order.orderNumber,
        status: order.status,
      });
      return;
    }
    case "payment.pending":
      if (order.status === UNPAID) await moveOrder(tx, order, PENDING, { paymentMethod: payment.method });
      return;
    case "payment.failed":
    case "payment.canceled":
      if (order.status === PENDING) await moveOrder(tx, order, UNPAID);
      return;
    case "refund.succeeded": {
      if (order.status === REFUNDED && order.paidPaymentId === payment.id) {
        await mailOrderUpdate(tx, await recordRefund(tx, order, event.amount), "refunded");
      } else if (
        order.paidPaymentId === payment.id &&
        (order.status === PROCESSING || order.status === SHIPPED)
      ) {
        const refunded = await moveOrder(tx, order, REFUNDED, {
          refundedAmount: order.refundedAmount + event.amount,
        });
        await mailOrderUpdate(tx, refunded, "refunded");
      }
      // Otherwise a second payment of a paid order was given back: the order itself does not change.
      return;
    }
    case "refund.failed":
      logger.error("refund failed at the provider", { orderNumber: order.orderNumber, event: event.eventId });
      return;
  }
}
