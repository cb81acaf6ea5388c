import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslations } from "use-intl";
import { useSite } from "../use-site.ts";
import { useCart } from "./use-cart.ts";

/** Spec section 9: a visitor's buy-it-now waits this long before going to the cart page. */
export const VISITOR_BUY_NOW_DELAY_MS = 600;

type Props = {
  goodsId: number;
  type: 1 | 2;
  published: boolean;
  spec: { id: number; abbr: string; inStock: boolean } | undefined;
};

/**
 * Add to cart and Buy it now for the chosen spec (spec section 4). Add to cart puts one in the cart (the
 * server cart when signed in, the local cart otherwise) and opens the drawer; Buy it now adds it and goes to
 * the cart page, at once when signed in and after 600 ms for a visitor. A delisted or sold-out spec cannot be
 * added: both buttons are disabled and say why.
 */
export function AddToCartButtons({ goodsId, type, published, spec }: Props) {
  const t = useTranslations();
  const { href } = useSite();
  const navigate = useNavigate();
  const { actions, signedIn } = useCart();
  const [busy, setBusy] = useState(false);
  const reason = !published
    ? t("i18n_cart_cannot_add_delisted")
    : !spec?.inStock
      ? t("i18n_cart_cannot_add_out_of_stock")
      : null;

  const add = async () => {
    if (!spec) return false;
    setBusy(true);
    try {
      return await actions.add({
        relevanceId: goodsId,
        specId: spec.id,
        specAbbr: spec.abbr,
        quantity: 1,
        type,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="buy-actions add-to-cart">
      <button
        type="button"
        className="button button-primary"
        disabled={reason !== null || busy}
        aria-describedby={reason ? "add-to-cart-reason" : undefined}
        onClick={async () => {
          if (await add()) actions.open();
        }}
      >
        {t("i18n_product_add_to_cart")}
      </button>
      <button
        type="button"
        className="button button-outline"
        disabled={reason !== null || busy}
        aria-describedby={reason ? "add-to-cart-reason" : undefined}
        onClick={async () => {
          if (!(await add())) return;
          const goToCart = () => navigate(href("/shopping_cart"));
          if (signedIn) goToCart();
          else window.setTimeout(goToCart, VISITOR_BUY_NOW_DELAY_MS);
        }}
      >
        {t("i18n_product_buy_now")}
      </button>
      {reason ? (
        <p id="add-to-cart-reason" className="add-to-cart-reason">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
