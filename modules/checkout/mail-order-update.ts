import type { Tx } from "../../db/client.ts";
import { translatorFor } from "../../i18n/messages.ts";
import { dateTimeFormat } from "../../lib/intl-formats.ts";
import { formatMoney } from "../../lib/money.ts";
import { resolveSite } from "../../lib/sites.ts";
import { enqueueMail } from "../notifications/enqueue-mail.ts";
import { renderMail } from "../notifications/render-mail.ts";
import type { OrderRow } from "../orders/move-order.ts";

export type OrderMail = "placed" | "paid" | "shipped" | "canceled" | "expired" | "refunded";

/**
 * Tells the shopper what happened to an order, in the language of the site it was placed on, queued in the
 * caller's transaction so the mail goes out only if the change commits.
 */
export async function mailOrderUpdate(tx: Tx, order: OrderRow, kind: OrderMail): Promise<void> {
  const site = resolveSite(order.site);
  const t = translatorFor(site);
  const total = formatMoney(order.total, order.currencyCode, site.locale);
  const values = {
    orderNumber: order.orderNumber,
    total,
    payBy: dateTimeFormat(site.locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
      order.payBy,
    ),
    carrier: order.carrier ?? "",
    trackingNumber: order.trackingNumber ?? "",
    refunded: formatMoney(order.refundedAmount, order.currencyCode, site.locale),
  };
  await enqueueMail(
    tx,
    renderMail({
      to: order.shippingAddress.email,
      lang: site.lang,
      subject: t(`i18n_order_mail_${kind}_subject`, values),
      heading: t(`i18n_order_mail_${kind}_heading`, values),
      paragraphs: [t(`i18n_order_mail_${kind}_text`, values)],
      highlight: kind === "shipped" ? (order.trackingNumber ?? undefined) : undefined,
      footer: t("i18n_mail_footer"),
    }),
  );
}
