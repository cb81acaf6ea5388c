import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { formatMoney } from "../../lib/money.ts";
import { loadShoppingCart } from "../.server/cart/load-shopping-cart.ts";
import { BoughtTogether } from "../components/cart/bought-together.tsx";
import { EmptyCartArt } from "../components/cart/cart-icons.tsx";
import { CartLineItem } from "../components/cart/cart-line-item.tsx";
import { CartTotals } from "../components/cart/cart-totals.tsx";
import { viewServerCart } from "../components/cart/cart-view.ts";
import { CheckoutButton } from "../components/cart/checkout-button.tsx";
import { useCart } from "../components/cart/use-cart.ts";
import { useCartBootstrap } from "../components/cart/use-cart-bootstrap.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import cartStyles from "../styles/cart.css?url";
import type { Route } from "./+types/shopping-cart";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: cartStyles, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadShoppingCart(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_cart_title", { noindex: true });

/**
 * The full cart (spec section 2): lines with the drawer's rules (every line removable here), order summary,
 * checkout, continue shopping and frequently bought together; in the shopping layout.
 */
export default function ShoppingCart({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href, site } = useSite();
  const shopper = useCart();
  useCartBootstrap(shopper);
  const { state, actions, signedIn } = shopper;
  const cart = state.cart ?? (loaderData.cart ? viewServerCart(loaderData.cart) : null);
  const [together, setTogether] = useState(loaderData.recommendations ?? []);
  const goodsKey = cart ? [...new Set(cart.lines.map((line) => line.relevanceId))].sort().join() : null;
  const shownFor = useRef(loaderData.cart ? goodsKey : null);

  useEffect(() => {
    if (!signedIn) void actions.load();
  }, [signedIn, actions]);
  useEffect(() => {
    if (!cart || goodsKey === shownFor.current) return;
    shownFor.current = goodsKey;
    void actions.recommend(cart).then(setTogether);
  }, [cart, goodsKey, actions]);

  // What the totals count: delisted lines stay in the list but are not bought.
  const count = cart?.lines.reduce((sum, line) => sum + (line.published ? line.quantity : 0), 0) ?? 0;
  const money = (amount: number) => formatMoney(amount, cart?.currencyCode ?? site.currency, site.locale);

  return (
    <div className="container cart-page">
      <h1>
        {t("i18n_cart_title")}
        {count > 0 ? <span className="cart-page-count"> {t("i18n_cart_items", { count })}</span> : null}
      </h1>

      {cart === null ? (
        <div className="cart-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t("i18n_common_loading")}</span>
          <div />
          <div />
        </div>
      ) : cart.lines.length === 0 ? (
        <div className="cart-empty cart-page-empty">
          <EmptyCartArt />
          <p>{t("i18n_cart_empty")}</p>
          <a className="button button-primary" href={href("/product/list")}>
            {t("i18n_cart_continue_shopping")}
          </a>
        </div>
      ) : (
        <div className="cart-page-grid">
          <ul className="cart-lines cart-page-lines">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.key}
                line={line}
                editing
                error={state.errors[line.key]}
                actions={actions}
              />
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t("i18n_cart_order_summary")}</h2>
            <CartTotals cart={cart} />
            {cart.discountPriceTotal > 0 ? (
              <p className="cart-saving">
                {t("i18n_cart_you_save", { amount: money(cart.discountPriceTotal) })}
              </p>
            ) : null}
            <div className="cart-summary-actions">
              <CheckoutButton cart={cart} />
              <a className="cart-continue" href={href("/product/list")}>
                {t("i18n_cart_continue_shopping")}
              </a>
            </div>
          </aside>
        </div>
      )}

      <BoughtTogether
        entries={together}
        onAdd={(entry, specId, specAbbr) =>
          void actions.add({
            relevanceId: entry.goods.id,
            specId,
            specAbbr,
            quantity: 1,
            type: entry.goods.type,
          })
        }
      />
    </div>
  );
}
