import { Form, Link, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../i18n/messages.ts";
import { formatMoney } from "../../lib/money.ts";
import { loadCheckout } from "../.server/checkout/load-checkout.ts";
import { type CheckoutActionData, submitCheckout } from "../.server/checkout/submit-checkout.ts";
import { CouponField } from "../components/checkout/coupon-field.tsx";
import { MediaImage } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import type { AddressValues } from "../components/personal/address-form.ts";
import { AddressFormFields } from "../components/personal/address-form-fields.tsx";
import { AddressLines } from "../components/personal/address-lines.tsx";
import { loadAddressRules } from "../components/personal/load-personal-rules.ts";
import { PersonalDialog } from "../components/personal/personal-dialog.tsx";
import { useBlurValidation } from "../components/personal/use-blur-validation.ts";
import { useSite } from "../components/use-site.ts";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import personalStyles from "../styles/personal.css?url";
import type { Route } from "./+types/order-checkout";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: personalStyles, precedence: "route" },
  { rel: "stylesheet", href: ordersStyles, precedence: "route" },
  { rel: "stylesheet", href: checkoutStyles, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitCheckout(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_checkout_title", { noindex: true });

type Checkout = Route.ComponentProps["loaderData"];

/** Checkout: shipping information, the order summary, the payment method, and placing the order. */
export default function OrderCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href, site } = useSite();
  const result = actionData as CheckoutActionData | undefined;
  const summary = result?.summary ?? loaderData.summary;
  const here = href("/order_checkout");
  const busy = useNavigation().state === "submitting";
  const money = (amount: number) => formatMoney(amount, summary?.currencyCode ?? site.currency, site.locale);
  const { addresses, addressId, countries } = loaderData;
  return (
    <div className="container checkout">
      <h1>{t("i18n_checkout_title")}</h1>
      <div className="checkout-grid">
        <section className="personal-card checkout-shipping" aria-labelledby="checkout-shipping">
          <h2 id="checkout-shipping">{t("i18n_checkout_shipping")}</h2>
          {addresses.length > 0 ? (
            <ul className="checkout-addresses">
              {addresses.map((address) => (
                <li key={address.id}>
                  <Link
                    className={`checkout-address${address.id === addressId ? " checkout-address-chosen" : ""}`}
                    to={`${here}?address=${address.id}`}
                    aria-current={address.id === addressId ? "true" : undefined}
                    preventScrollReset
                    replace
                  >
                    <strong>{`${address.firstName} ${address.lastName}`}</strong>
                    <AddressLines address={address} countries={countries} />
                    <span>{address.telephone}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link className="button button-outline button-small" to={`${here}?add`} preventScrollReset>
            {t("i18n_address_add")}
          </Link>
          <p className="checkout-ships-in">{t("i18n_order_ships_in")}</p>
        </section>

        <section className="personal-card checkout-summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t("i18n_checkout_summary")}</h2>
          {loaderData.refusal ? (
            <p className="form-status form-status-error" role="alert">
              {t(loaderData.refusal.key as MessageKey, loaderData.refusal.values as never)}
            </p>
          ) : null}
          {summary ? (
            <>
              <ul className="order-detail-lines">
                {summary.lines.map((line) => (
                  <li key={line.specId}>
                    <MediaImage media={line.img} alt={line.name} sizes="64px" width={64} height={64} />
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
              {summary.unavailable.length > 0 ? (
                <p className="checkout-unavailable">
                  {t("i18n_checkout_unavailable", {
                    names: summary.unavailable
                      .map((line) => `${line.name} ${line.specAbbr}`.trim())
                      .join(", "),
                  })}
                </p>
              ) : null}
              {addressId !== null ? (
                <CouponField
                  addressId={addressId}
                  applied={summary.couponCode}
                  typed={loaderData.coupon.typed}
                  refusal={loaderData.coupon.refusal}
                  wallet={loaderData.coupon.wallet}
                  here={here}
                />
              ) : null}
              <dl className="order-totals">
                <dt>{t("i18n_order_subtotal")}</dt>
                <dd>{money(summary.subtotal)}</dd>
                {summary.discount > 0 ? (
                  <>
                    <dt>{t("i18n_order_discount")}</dt>
                    <dd>{money(-summary.discount)}</dd>
                  </>
                ) : null}
                <dt>{t("i18n_order_shipping")}</dt>
                <dd>
                  {summary.shippingFee === 0 ? t("i18n_order_shipping_free") : money(summary.shippingFee)}
                </dd>
                <dt>{summary.taxIncluded ? t("i18n_order_tax_included") : t("i18n_order_tax_added")}</dt>
                <dd>{money(summary.tax)}</dd>
                <dt className="order-total">{t("i18n_order_total")}</dt>
                <dd className="order-total" data-testid="checkout-total">
                  {money(summary.total)}
                </dd>
              </dl>
            </>
          ) : null}
        </section>

        {summary && addressId !== null ? (
          <Form method="post" className="personal-card checkout-pay" aria-labelledby="checkout-payment">
            <input type="hidden" name="intent" value="place" />
            <input type="hidden" name="addressId" value={addressId} />
            <input type="hidden" name="expectedTotal" value={summary.total} />
            <input type="hidden" name="cartVersion" value={summary.cartVersion} />
            <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
            {summary.couponCode ? <input type="hidden" name="couponCode" value={summary.couponCode} /> : null}
            <h2 id="checkout-payment">{t("i18n_checkout_payment")}</h2>
            <div className="order-methods">
              {loaderData.methods.map((method, index) => (
                <label key={method} className="order-method">
                  <input type="radio" name="paymentMethod" value={method} defaultChecked={index === 0} />
                  <span>{t(`i18n_payment_method_${method}`)}</span>
                </label>
              ))}
            </div>
            <label className="form-field">
              <span className="form-field-label">{t("i18n_checkout_notes")}</span>
              <textarea name="notes" maxLength={500} rows={2} />
            </label>
            {result?.formError ? (
              <p className="form-status form-status-error" role="alert">
                {t(result.formError as MessageKey, result.formValues as never)}
              </p>
            ) : null}
            <button type="submit" className="button button-primary checkout-place" disabled={busy}>
              {summary.total === 0
                ? t("i18n_checkout_place_free")
                : t("i18n_checkout_place", { amount: money(summary.total) })}
            </button>
          </Form>
        ) : null}
      </div>
      {loaderData.adding ? <AddAddressDialog checkout={loaderData} result={result} here={here} /> : null}
    </div>
  );
}

function AddAddressDialog({
  checkout,
  result,
  here,
}: {
  checkout: Checkout;
  result?: CheckoutActionData;
  here: string;
}) {
  const t = useTranslations();
  const busy = useNavigation().state === "submitting";
  const { errors, onFocus, onBlur, onChange, onSubmit } = useBlurValidation(loadAddressRules, result?.errors);
  const values: AddressValues = result?.values ?? {
    email: checkout.email,
    countryAbbr: checkout.defaultCountry,
  };
  return (
    <PersonalDialog title={t("i18n_address_add")} closeTo={here} className="address-dialog">
      <Form
        method="post"
        noValidate
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={onChange}
        onSubmit={onSubmit}
        className="personal-form"
      >
        <input type="hidden" name="intent" value="address" />
        <AddressFormFields values={values} errors={errors} countries={checkout.countries} />
        <label className="form-check">
          <input type="checkbox" name="isDefault" defaultChecked={checkout.addresses.length === 0} />
          {t("i18n_address_make_default")}
        </label>
        <div className="personal-dialog-actions">
          <Link className="button button-ghost" to={here} preventScrollReset>
            {t("i18n_address_cancel")}
          </Link>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t("i18n_address_save")}
          </button>
        </div>
      </Form>
    </PersonalDialog>
  );
}
