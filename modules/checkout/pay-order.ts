import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { resolveSite, type Site, sitePrefix } from "../../lib/sites.ts";
import { findOwnOrder } from "../orders/find-own-order.ts";
import type { OrderRow } from "../orders/move-order.ts";
import { ORDER_STATUS } from "../orders/order-status.ts";
import type { PaymentMethod } from "../orders/schemas.ts";
import { openPayment } from "../payments/open-payment.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import type { RecordedAttempt } from "../payments/record-payment-attempt.ts";

/**
 * Opens a payment for one of the shopper's unpaid orders, by any method, and answers the provider page to send
 * them to. An order that is paid, canceled or past its time to pay answers 409; a free order has nothing to pay.
 */
export async function payOrder(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  orderNumber: string,
  method: PaymentMethod,
  publicUrl: string,
): Promise<{ payUrl: string }> {
  return payPlacedOrder(db, provider, await findOwnOrder(db, customerId, orderNumber), method, publicUrl);
}

export async function payPlacedOrder(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  method: PaymentMethod,
  publicUrl: string,
  { recorded }: { recorded?: RecordedAttempt } = {},
): Promise<{ payUrl: string }> {
  const now = new Date();
  if (order.status !== ORDER_STATUS.UNPAID || order.payBy <= now)
    throw new AppError("CONFLICT", "i18n_order_error_not_payable");
  if (method === "free" || order.total === 0)
    throw new AppError("BAD_REQUEST", "i18n_checkout_error_method", {
      fields: [{ field: "paymentMethod", messageKey: "i18n_checkout_error_method" }],
    });
  const site: Site = resolveSite(order.site);
  const detail = `${sitePrefix(site.code)}/personal/order_detail?orderNumber=${encodeURIComponent(order.orderNumber)}&paying=1`;
  const { redirectUrl } = await openPayment(
    db,
    provider,
    {
      orderId: order.id,
      orderNumber: order.orderNumber,
      amount: order.total,
      currencyCode: order.currencyCode,
      method,
      returnUrl: new URL(detail, publicUrl).href,
      locale: site.locale,
    },
    // An attempt written with the order is the order's first: there is none to reuse.
    { now, reuseOpen: !recorded, recorded },
  );
  return { payUrl: redirectUrl };
}
