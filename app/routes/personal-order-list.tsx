import { Form, Link } from "react-router";
import { useFormatter, useTranslations } from "use-intl";
import { formatMoney } from "../../lib/money.ts";
import { changeOrder, type OrderActionData } from "../.server/orders/change-order.ts";
import { loadOrderList, type OrderTab } from "../.server/orders/load-order-list.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { MediaImage } from "../components/media-image.tsx";
import { CancelOrderDialog } from "../components/orders/cancel-order-dialog.tsx";
import { OrderStatusBadge } from "../components/orders/order-status-badge.tsx";
import { PayCountdown } from "../components/orders/pay-countdown.tsx";
import { pageMeta } from "../components/page-title.ts";
import { PersonalFrame } from "../components/personal/personal-frame.tsx";
import { useSite } from "../components/use-site.ts";
import ordersStyles from "../styles/orders.css?url";
import personalStyles from "../styles/personal.css?url";
import type { Route } from "./+types/personal-order-list";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: personalStyles, precedence: "route" },
  { rel: "stylesheet", href: ordersStyles, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderList(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return changeOrder(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_orders_title", { noindex: true });

const tabs: {
  tab: OrderTab;
  label:
    | "i18n_orders_tab_all"
    | "i18n_order_status_unpaid"
    | "i18n_order_status_processing"
    | "i18n_order_status_shipped"
    | "i18n_order_status_canceled";
}[] = [
  { tab: "all", label: "i18n_orders_tab_all" },
  { tab: "unpaid", label: "i18n_order_status_unpaid" },
  { tab: "processing", label: "i18n_order_status_processing" },
  { tab: "shipped", label: "i18n_order_status_shipped" },
  { tab: "canceled", label: "i18n_order_status_canceled" },
];

/** My orders: tabs by status, one page of orders with their countdown and actions, paging. */
export default function PersonalOrderList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const format = useFormatter();
  const { href, site } = useSite();
  const { tab, page, pageCount, orders, now } = loaderData;
  const here = href("/personal/order_list");
  const query = (changes: { tab?: OrderTab; page?: number; cancel?: string }) => {
    const params = new URLSearchParams();
    const nextTab = changes.tab ?? tab;
    if (nextTab !== "all") params.set("tab", nextTab);
    const nextPage = changes.page ?? 1;
    if (nextPage > 1) params.set("page", String(nextPage));
    if (changes.cancel) params.set("cancel", changes.cancel);
    const search = params.toString();
    return search ? `${here}?${search}` : here;
  };
  const cancelling = orders.find((order) => order.orderNumber === loaderData.cancel);
  const formError = (actionData as OrderActionData | undefined)?.formError;
  return (
    <PersonalFrame displayName={loaderData.displayName}>
      <h1>{t("i18n_orders_title")}</h1>
      <nav className="order-tabs" aria-label={t("i18n_orders_tabs")}>
        {tabs.map((entry) => (
          <Link
            key={entry.tab}
            to={query({ tab: entry.tab })}
            aria-current={entry.tab === tab ? "page" : undefined}
            preventScrollReset
          >
            {t(entry.label)}
          </Link>
        ))}
      </nav>
      {loaderData.canceled ? (
        <p className="form-status form-status-success" role="status">
          {t("i18n_order_canceled_notice")}
        </p>
      ) : null}
      {formError ? (
        <p className="form-status form-status-error" role="alert">
          {t(formError as never)}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <EmptyState
          text={t("i18n_orders_empty_text")}
          action={{ href: href("/product/list"), label: t("i18n_orders_shop") }}
        />
      ) : (
        <ul className="order-list">
          {orders.map((order) => {
            const detail = href(
              `/personal/order_detail?orderNumber=${encodeURIComponent(order.orderNumber)}`,
            );
            return (
              <li key={order.orderNumber} className="order-card" data-order={order.orderNumber}>
                <div className="order-card-head">
                  <div>
                    <span className="order-number">
                      {t("i18n_order_number", { orderNumber: order.orderNumber })}
                    </span>
                    <time dateTime={order.placedAt}>
                      {format.dateTime(new Date(order.placedAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </div>
                  <OrderStatusBadge status={order.status} />
                </div>
                <Link className="order-card-lines" to={detail}>
                  {order.lines.slice(0, 4).map((line) => (
                    <span key={`${line.name}-${line.specAbbr}`} className="order-line-thumb">
                      <MediaImage
                        media={line.img}
                        alt={`${line.name} ${line.specAbbr}`}
                        sizes="64px"
                        width={64}
                        height={64}
                      />
                    </span>
                  ))}
                  <span className="order-card-names">{order.lines.map((line) => line.name).join(", ")}</span>
                </Link>
                <div className="order-card-foot">
                  <span className="order-card-total">
                    {t("i18n_order_items", { count: order.itemCount })} ·{" "}
                    <strong>{formatMoney(order.total, order.currencyCode, site.locale)}</strong>
                  </span>
                  {order.payBy ? <PayCountdown payBy={order.payBy} serverNow={now} /> : null}
                  <div className="order-actions">
                    {order.status === 0 ? (
                      <>
                        <Link className="button button-primary button-small" to={`${detail}&pay`}>
                          {t("i18n_order_pay")}
                        </Link>
                        <Link
                          className="button button-outline button-small"
                          to={query({ page, cancel: order.orderNumber })}
                          preventScrollReset
                        >
                          {t("i18n_order_cancel")}
                        </Link>
                      </>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="orderNumber" value={order.orderNumber} />
                        <button
                          type="submit"
                          className="button button-outline button-small"
                          name="intent"
                          value="repurchase"
                        >
                          {t("i18n_order_repurchase")}
                        </button>
                      </Form>
                    )}
                    <Link className="button button-ghost button-small" to={detail}>
                      {t("i18n_order_view")}
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav className="pagination" aria-label={t("i18n_common_page_of", { page, pageCount })}>
          {page > 1 ? <Link to={query({ page: page - 1 })}>{t("i18n_common_previous")}</Link> : <span />}
          <span>{t("i18n_common_page_of", { page, pageCount })}</span>
          {page < pageCount ? <Link to={query({ page: page + 1 })}>{t("i18n_common_next")}</Link> : <span />}
        </nav>
      ) : null}
      {cancelling ? (
        <CancelOrderDialog orderNumber={cancelling.orderNumber} closeTo={query({ page })} back="list" />
      ) : null}
    </PersonalFrame>
  );
}
