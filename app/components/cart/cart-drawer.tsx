import { type KeyboardEvent, useEffect, useRef } from "react";
import { useTranslations } from "use-intl";
import { useSite } from "../use-site.ts";
import { CartIcon, EmptyCartArt } from "./cart-icons.tsx";
import { CartLineItem } from "./cart-line-item.tsx";
import { CartTotals } from "./cart-totals.tsx";
import { CheckoutButton } from "./checkout-button.tsx";
import type { useCart } from "./use-cart.ts";

const focusable =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex='0']";

/**
 * The cart drawer (spec sections 2 and 4): a 500 px side panel on desktop, a full-height bottom sheet on
 * mobile. A modal dialog that closes only with its close icon: not with Escape, not with a click on the mask.
 */
export function CartDrawer({ state, actions }: Pick<ReturnType<typeof useCart>, "state" | "actions">) {
  const t = useTranslations();
  const { href, device } = useSite();
  const panel = useRef<HTMLDivElement>(null);
  const { open, cart, mode, errors } = state;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(".cart-drawer-title")?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    // A page wider than the phone (an overflowing section) widens the layout viewport that fixed elements
    // follow: keep the sheet, and its close icon, on the part of the page the shopper sees.
    const seen = window.visualViewport;
    if (device === "mobile" && panel.current && seen && seen.width < window.innerWidth) {
      Object.assign(panel.current.style, {
        left: `${seen.offsetLeft}px`,
        top: `${seen.offsetTop}px`,
        bottom: "auto",
        width: `${seen.width}px`,
        height: `${seen.height}px`,
      });
    }
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, device]);

  if (!open) return null;

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key !== "Tab" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="cart-drawer-root">
      <div className="cart-drawer-mask" aria-hidden="true" />
      <div
        ref={panel}
        className={`cart-drawer cart-drawer-${device}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        onKeyDown={keepFocusInside}
      >
        <header className="cart-drawer-head">
          <h2 id="cart-drawer-title" className="cart-drawer-title" tabIndex={-1}>
            {t("i18n_cart_title")}
          </h2>
          {cart && cart.lines.length > 0 ? (
            <button
              type="button"
              className="cart-mode-link"
              aria-pressed={mode === "edit"}
              onClick={actions.toggleMode}
            >
              {mode === "edit" ? t("i18n_cart_done") : t("i18n_cart_edit")}
            </button>
          ) : null}
          <button
            type="button"
            className="cart-drawer-close"
            aria-label={t("i18n_common_close")}
            onClick={actions.close}
          >
            <CartIcon name="close" />
          </button>
        </header>

        <div className="cart-drawer-body">
          {cart === null ? (
            <p className="cart-loading">{t("i18n_common_loading")}</p>
          ) : cart.lines.length === 0 ? (
            <div className="cart-empty">
              <EmptyCartArt />
              <p>{t("i18n_cart_empty")}</p>
            </div>
          ) : (
            <ul className="cart-lines">
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.key}
                  line={line}
                  editing={mode === "edit"}
                  error={errors[line.key]}
                  actions={actions}
                />
              ))}
            </ul>
          )}
        </div>

        {cart && cart.lines.length > 0 ? (
          <footer className="cart-drawer-foot">
            <CartTotals cart={cart} />
            <CheckoutButton cart={cart} onLeave={actions.close} />
            <a className="cart-view-link" href={href("/shopping_cart")}>
              {t("i18n_cart_view_cart")}
            </a>
          </footer>
        ) : null}
      </div>
    </div>
  );
}
