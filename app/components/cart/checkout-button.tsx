import { useNavigate } from "react-router";
import { useTranslations } from "use-intl";
import { useSite } from "../use-site.ts";
import type { CartView } from "./cart-view.ts";

/** Checkout (spec section 4): enabled only when at least one line is on sale; goes to /order_checkout. */
export function CheckoutButton({ cart, onLeave }: { cart: CartView; onLeave?: () => void }) {
  const t = useTranslations();
  const { href } = useSite();
  const navigate = useNavigate();
  const canCheckOut = cart.lines.some((line) => line.published);
  return (
    <>
      <button
        type="button"
        className="button button-primary cart-checkout"
        disabled={!canCheckOut}
        onClick={() => {
          onLeave?.();
          navigate(href("/order_checkout"));
        }}
      >
        {t("i18n_cart_checkout")}
      </button>
      {canCheckOut ? null : <p className="cart-checkout-note">{t("i18n_cart_nothing_on_sale")}</p>}
    </>
  );
}
