import { lazy, Suspense, useEffect } from "react";
import { useTranslations } from "use-intl";
import { useIdleAfterHydration } from "../../lib/use-idle-after-hydration.ts";
import cartStyles from "../../styles/cart.css?url";
import { Icon } from "../icons.tsx";
import { useSite } from "../use-site.ts";
import { useCart } from "./use-cart.ts";
import { useCartBootstrap } from "./use-cart-bootstrap.ts";

/** The drawer and its lines load when the browser is first idle, or at once when it opens before (ADR 0044). */
const CartDrawer = lazy(() => import("./cart-drawer.tsx").then((module) => ({ default: module.CartDrawer })));

/**
 * The header's cart: a link to the full cart page (without JavaScript) that opens the drawer, with the badge
 * (spec section 4: the server's count when signed in, the local cart's sum for this site otherwise).
 */
export function CartButton({ className }: { className?: string }) {
  const t = useTranslations();
  const { href } = useSite();
  const cart = useCart();
  const { state, actions, serverCount } = cart;
  useCartBootstrap(cart);
  const idle = useIdleAfterHydration();
  useEffect(() => {
    if (state.open) void actions.load();
  }, [state.open, actions]);
  const count = state.count ?? serverCount ?? 0;

  return (
    <>
      <link rel="stylesheet" href={cartStyles} precedence="default" />
      <a
        className={`cart-link ${className ?? ""}`}
        href={href("/shopping_cart")}
        aria-label={count > 0 ? t("i18n_cart_link_count", { count }) : t("i18n_nav_cart")}
        title={t("i18n_nav_cart")}
        onClick={(event) => {
          event.preventDefault();
          actions.open();
        }}
      >
        <Icon name="cart" />
        {count > 0 ? (
          <span className="cart-badge" data-cart-count={count} aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </a>
      {idle || state.open ? (
        <Suspense fallback={null}>
          <CartDrawer state={state} actions={actions} />
        </Suspense>
      ) : null}
    </>
  );
}
