import { Form, Link } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";

type Props = {
  addressId: number;
  /** The coupon the summary's discount comes from. */
  applied: string | null;
  typed: string;
  refusal: { key: string; values: Record<string, string | number> } | null;
  /** The wallet's coupons for this site, offered as the field's suggestions. */
  wallet: { code: string; scopeText: string }[];
  here: string;
};

/**
 * The checkout's coupon code: applying it reloads the summary with `?coupon=` (a plain GET form, so it works
 * before the page's script runs); a refusal is shown under the field with the summary left without it.
 */
export function CouponField({ addressId, applied, typed, refusal, wallet, here }: Props) {
  const t = useTranslations();
  if (applied)
    return (
      <p className="checkout-coupon-applied" role="status">
        {t("i18n_checkout_coupon_applied", { code: applied })}{" "}
        <Link to={`${here}?address=${addressId}`} replace preventScrollReset>
          {t("i18n_checkout_coupon_remove")}
        </Link>
      </p>
    );
  return (
    <Form method="get" action={here} className="checkout-coupon" replace preventScrollReset>
      <input type="hidden" name="address" value={addressId} />
      <div className={`form-field${refusal ? " form-field-invalid" : ""}`}>
        <label htmlFor="field-coupon">{t("i18n_checkout_coupon")}</label>
        <div className="checkout-coupon-row">
          <input
            id="field-coupon"
            name="coupon"
            defaultValue={typed}
            list={wallet.length > 0 ? "wallet-coupons" : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? "field-coupon-error" : undefined}
          />
          <button type="submit" className="button button-outline">
            {t("i18n_checkout_coupon_apply")}
          </button>
        </div>
        {refusal ? (
          <p className="form-field-error" id="field-coupon-error" role="alert">
            {t(refusal.key as MessageKey, refusal.values as never)}
          </p>
        ) : null}
      </div>
      {wallet.length > 0 ? (
        <datalist id="wallet-coupons">
          {wallet.map((coupon) => (
            <option key={coupon.code} value={coupon.code} label={coupon.scopeText} />
          ))}
        </datalist>
      ) : null}
    </Form>
  );
}
