import { Form, Link, useNavigation } from "react-router";
import { useFormatter, useTranslations } from "use-intl";
import { formatMoney } from "../../lib/money.ts";
import type { CouponStatus } from "../../modules/coupons/coupon-status.ts";
import { addToWallet, type WalletActionData } from "../.server/coupons/add-to-wallet.ts";
import { loadWallet } from "../.server/coupons/load-wallet.ts";
import { CopyCodeButton } from "../components/coupons/copy-code-button.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { pageMeta } from "../components/page-title.ts";
import { FormField, fieldControlProps } from "../components/personal/form-field.tsx";
import { PersonalFrame } from "../components/personal/personal-frame.tsx";
import { useSite } from "../components/use-site.ts";
import couponsStyles from "../styles/coupons.css?url";
import ordersStyles from "../styles/orders.css?url";
import personalStyles from "../styles/personal.css?url";
import type { Route } from "./+types/personal-coupons";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: personalStyles, precedence: "route" },
  { rel: "stylesheet", href: ordersStyles, precedence: "route" },
  { rel: "stylesheet", href: couponsStyles, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWallet(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return addToWallet(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_coupons_title", { noindex: true });

const tabs: {
  tab: CouponStatus;
  label: "i18n_coupons_unused" | "i18n_coupons_used" | "i18n_coupons_expired";
}[] = [
  { tab: "unused", label: "i18n_coupons_unused" },
  { tab: "used", label: "i18n_coupons_used" },
  { tab: "expired", label: "i18n_coupons_expired" },
];

/** My coupons: tabs by state, each coupon's value, count, state, validity and scope, a copy action, adding a code. */
export default function PersonalCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const format = useFormatter();
  const { href, site } = useSite();
  const { tab, page, pageCount, coupons } = loaderData;
  const result = actionData as WalletActionData | undefined;
  const busy = useNavigation().state === "submitting";
  const here = href("/personal/coupons");
  const query = (nextTab: CouponStatus, nextPage = 1) => {
    const params = new URLSearchParams();
    if (nextTab !== "unused") params.set("tab", nextTab);
    if (nextPage > 1) params.set("page", String(nextPage));
    const search = params.toString();
    return search ? `${here}?${search}` : here;
  };
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  return (
    <PersonalFrame displayName={loaderData.displayName}>
      <h1>{t("i18n_coupons_title")}</h1>
      <Form method="post" className="coupon-add" noValidate>
        <FormField name="code" label={t("i18n_coupons_code")} error={result?.error}>
          <div className="coupon-add-row">
            <input
              {...fieldControlProps("code", result?.error)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              defaultValue={result?.code ?? ""}
              required
            />
            <button type="submit" className="button button-primary" disabled={busy}>
              {t("i18n_coupons_add")}
            </button>
          </div>
        </FormField>
        {loaderData.added && !result ? (
          <p className="form-status form-status-success" role="status">
            {t("i18n_coupons_added")}
          </p>
        ) : null}
      </Form>
      <nav className="order-tabs" aria-label={t("i18n_coupons_tabs")}>
        {tabs.map((entry) => (
          <Link
            key={entry.tab}
            to={query(entry.tab)}
            aria-current={entry.tab === tab ? "page" : undefined}
            preventScrollReset
          >
            {t(entry.label)}
          </Link>
        ))}
      </nav>
      {coupons.length === 0 ? (
        <EmptyState
          text={t("i18n_coupons_empty")}
          action={{ href: href("/product/list"), label: t("i18n_orders_shop") }}
        />
      ) : (
        <ul className="coupon-list">
          {coupons.map((coupon) => (
            <li
              key={coupon.code}
              className={`coupon-card coupon-card-${coupon.status}`}
              data-code={coupon.code}
            >
              <div className="coupon-value">
                <strong>
                  {coupon.amountOff !== null
                    ? t("i18n_coupons_amount_off", {
                        amount: formatMoney(coupon.amountOff, coupon.currencyCode, site.locale),
                      })
                    : t("i18n_coupons_percent_off", { percent: (coupon.percentOff ?? 0) / 100 })}
                </strong>
                <span>{t("i18n_coupons_count", { count: coupon.count })}</span>
              </div>
              <div className="coupon-body">
                <p className="coupon-scope">{coupon.scopeText}</p>
                {coupon.minOrder > 0 ? (
                  <p>
                    {t("i18n_coupons_minimum", {
                      amount: formatMoney(coupon.minOrder, coupon.currencyCode, site.locale),
                    })}
                  </p>
                ) : null}
                <p>
                  {t("i18n_coupons_validity", {
                    from: date(coupon.validFrom),
                    until: date(coupon.validUntil),
                  })}
                </p>
                <div className="coupon-code-row">
                  <code className="coupon-code">{coupon.code.replace(/(.{4})(?=.)/g, "$1 ")}</code>
                  <span className={`badge coupon-status coupon-status-${coupon.status}`}>
                    {t(`i18n_coupons_${coupon.status}`)}
                  </span>
                  {coupon.status === "unused" ? <CopyCodeButton code={coupon.code} /> : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav className="pagination" aria-label={t("i18n_common_page_of", { page, pageCount })}>
          {page > 1 ? <Link to={query(tab, page - 1)}>{t("i18n_common_previous")}</Link> : <span />}
          <span>{t("i18n_common_page_of", { page, pageCount })}</span>
          {page < pageCount ? <Link to={query(tab, page + 1)}>{t("i18n_common_next")}</Link> : <span />}
        </nav>
      ) : null}
    </PersonalFrame>
  );
}
