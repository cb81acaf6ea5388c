import { useTranslations } from "use-intl";
import { formatMoney } from "../../../lib/money.ts";
import { useSite } from "../use-site.ts";
import type { CartView } from "./cart-view.ts";

/** Original total, discount (shown negative) and current total, in the site's currency with 2 decimals. */
export function CartTotals({ cart }: { cart: CartView }) {
  const t = useTranslations();
  const { site } = useSite();
  const money = (amount: number) => formatMoney(amount, cart.currencyCode, site.locale);
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t("i18n_cart_original_total")}</dt>
        <dd data-total="original">{money(cart.origPriceTotal)}</dd>
      </div>
      <div className="cart-totals-discount">
        <dt>{t("i18n_cart_discount_total")}</dt>
        <dd data-total="discount">{money(cart.discountPriceTotal > 0 ? -cart.discountPriceTotal : 0)}</dd>
      </div>
      <div className="cart-totals-current">
        <dt>{t("i18n_cart_current_total")}</dt>
        <dd data-total="current">{money(cart.currPriceTotal)}</dd>
      </div>
    </dl>
  );
}
