import { useEffect, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { useFormatter, useTranslations } from "use-intl";
import { formatMoney } from "../../lib/money.ts";
import { changeOrder, type OrderActionData } from "../.server/orders/change-order.ts";
import { loadOrderDetail } from "../.server/orders/load-order-detail.ts";
import { MediaImage } from "../components/media-image.tsx";
import { CancelOrderDialog } from "../components/orders/cancel-order-dialog.tsx";
import { OrderStatusBadge, statusLabels } from "../components/orders/order-status-badge.tsx";
import { PayCountdown } from "../components/orders/pay-countdown.tsx";
import { pageMeta } from "../components/page-title.ts";
import { AddressLines } from "../components/personal/address-lines.tsx";
import { PersonalFrame } from "../components/personal/personal-frame.tsx";
import { useSite } from "../components/use-site.ts";
import ordersStyles from "../styles/orders.css?url";
import personalStyles from "../styles/personal.css?url";
import type { Route } from "./+types/personal-order-detail";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: personalStyles, precedence: "route" },
  { rel: "stylesheet", href: ordersStyles, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderDetail(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return changeOrder(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_order_detail_title", { noindex: true });

/** How long the screen waits for the payment provider's confirmation after the shopper came back from it. */
const confirmingForMs = 30_000;

/** One order: lines, money, payment, address, logistics with its timeline, and the actions of its status. */
export default function PersonalOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const format = useFormatter();
  const { href, site } = useSite();
  const { order, now } = loaderData;
  const money = (amount: number) => formatMoney(amount, order.currencyCode, site.locale);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const here = href(`/personal/order_detail?orderNumber=${encodeURIComponent(order.orderNumber)}`);
  const confirming = useConfirming(loaderData.paying && order.status === 0);
  const formError = (actionData as OrderActionData | undefined)?.formError;
  const address = order.shippingAddress;
  return (
    <PersonalFrame displayName={loaderData.displayName}>
      <div className="order-detail-head">
        <div>
          <Link className="order-back" to={href("/personal/order_list")}>
            {t("i18n_orders_title")}
          </Link>
          <h1>{t("i18n_order_number", { orderNumber: order.orderNumber })}</h1>
          <time dateTime={order.placedAt}>{date(order.placedAt)}</time>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      {confirming ? (
        <p className="form-status order-confirming" role="status">
          {t("i18n_order_confirming")}
        </p>
      ) : null}
      {formError ? (
        <p className="form-status form-status-error" role="alert">
          {t(formError as never)}
        </p>
      ) : null}
      {order.status === 4 && order.cancelReason === "expired" ? (
        <p className="form-status" role="status">
          {t("i18n_order_late_payment_refunded")}
        </p>
      ) : null}

      {order.status === 0 && order.payBy ? (
        <section className="personal-card order-pay">
          <PayCountdown payBy={order.payBy} serverNow={now} />
          <Form method="post" className="order-pay-form">
            <input type="hidden" name="orderNumber" value={order.orderNumber} />
            <fieldset>
              <legend>{t("i18n_order_pay_with")}</legend>
              <div className="order-methods">
                {loaderData.methods.map((method, index) => (
                  <label key={method} className="order-method">
                    <input type="radio" name="method" value={method} defaultChecked={index === 0} />
                    <span>{t(`i18n_payment_method_${method}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="order-actions">
              <button
                type="submit"
                className="button button-primary"
                name="intent"
                value="pay"
                data-autofocus={loaderData.choosePayment || undefined}
              >
                {t("i18n_order_pay_amount", { amount: money(order.total) })}
              </button>
              <Link className="button button-outline" to={`${here}&cancel`} preventScrollReset>
                {t("i18n_order_cancel")}
              </Link>
            </div>
          </Form>
        </section>
      ) : null}

      <section className="personal-card">
        <h2>{t("i18n_order_items_title")}</h2>
        <ul className="order-detail-lines">
          {order.lines.map((line) => (
            <li key={`${line.specId}-${line.name}-${line.specAbbr}`}>
              <MediaImage media={line.img} alt={line.name} sizes="72px" width={72} height={72} />
              <div className="order-detail-line-text">
                <strong>{line.name}</strong>
                <span>{line.specAbbr}</span>
                <span>
                  {money(line.unitPrice)} × {line.quantity}
                </span>
              </div>
              <span className="order-detail-line-total">{money(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="order-totals">
          <dt>{t("i18n_order_subtotal")}</dt>
          <dd>{money(order.subtotal)}</dd>
          {order.discount > 0 ? (
            <>
              <dt>{t("i18n_order_discount")}</dt>
              <dd>{money(-order.discount)}</dd>
            </>
          ) : null}
          <dt>{t("i18n_order_shipping")}</dt>
          <dd>{order.shippingFee === 0 ? t("i18n_order_shipping_free") : money(order.shippingFee)}</dd>
          <dt>{order.taxIncluded ? t("i18n_order_tax_included") : t("i18n_order_tax_added")}</dt>
          <dd>{money(order.tax)}</dd>
          <dt className="order-total">{t("i18n_order_total")}</dt>
          <dd className="order-total">{money(order.total)}</dd>
          {order.refundedAmount > 0 ? (
            <>
              <dt>{t("i18n_order_refunded")}</dt>
              <dd>{money(order.refundedAmount)}</dd>
            </>
          ) : null}
        </dl>
        <p className="order-payment-method">
          {t("i18n_order_payment_method")}: {t(`i18n_payment_method_${order.paymentMethod}` as never)}
        </p>
      </section>

      <div className="order-detail-grid">
        <section className="personal-card">
          <h2>{t("i18n_order_shipping_address")}</h2>
          <address className="order-address">
            <span>{`${address.firstName} ${address.lastName}`}</span>
            <AddressLines address={address} countries={loaderData.countries} />
            <span>{address.telephone}</span>
            <span>{address.email}</span>
          </address>
          {order.notes ? <p className="address-notes">{order.notes}</p> : null}
        </section>
        <section className="personal-card">
          <h2>{t("i18n_order_logistics")}</h2>
          <dl className="order-logistics">
            <dt>{t("i18n_order_shipping_time")}</dt>
            <dd>{order.logistics.shippedAt ? date(order.logistics.shippedAt) : t("i18n_order_ships_in")}</dd>
            <dt>{t("i18n_order_carrier")}</dt>
            <dd>{order.logistics.carrier ?? "—"}</dd>
            <dt>{t("i18n_order_tracking_number")}</dt>
            <dd>{order.logistics.trackingNumber ?? "—"}</dd>
          </dl>
          <ol className="order-timeline" aria-label={t("i18n_order_timeline")}>
            {[...order.history].reverse().map((event) => (
              <li key={`${event.at}-${event.kind}-${event.status}-${event.note}`}>
                <time dateTime={event.at}>{date(event.at)}</time>
                <span>
                  {event.kind === "status" && event.status !== null && statusLabels[event.status]
                    ? t(statusLabels[event.status] as never)
                    : event.note}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      {order.status !== 0 && order.status !== 3 ? (
        <Form method="post" className="order-actions">
          <input type="hidden" name="orderNumber" value={order.orderNumber} />
          <button type="submit" className="button button-outline" name="intent" value="repurchase">
            {t("i18n_order_repurchase")}
          </button>
        </Form>
      ) : null}
      {loaderData.confirmCancel && order.status === 0 ? (
        <CancelOrderDialog orderNumber={order.orderNumber} closeTo={here} back="detail" />
      ) : null}
    </PersonalFrame>
  );
}

/** While the provider's confirmation is awaited: re-reads the order every 2 s for up to 30 s. */
function useConfirming(waiting: boolean): boolean {
  const { revalidate } = useRevalidator();
  const [startedAt] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (Date.now() - startedAt > confirmingForMs) {
        setExpired(true);
        clearInterval(timer);
        return;
      }
      revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [waiting, revalidate, startedAt]);
  return waiting && !expired;
}
