import type { CartView } from "./cart-view.ts";

export type CartState = {
  /** The drawer (spec section 4: opens on add-to-cart, closes only with its close icon). */
  open: boolean;
  mode: "normal" | "edit";
  /** The cart with today's prices; null until loaded in this page. */
  cart: CartView | null;
  /** The header badge; null until known in the browser. */
  count: number | null;
  /** A line's last refused change (such as "Only 3 left in stock."), by line key. */
  errors: Record<string, string>;
};

const initial: CartState = { open: false, mode: "normal", cart: null, count: null, errors: {} };

/**
 * The page's one cart state in the browser, shared by the header badge, the drawer, the buy buttons and the
 * cart page. The server renders from `serverCartState` only, never from this module's state.
 */
function createCartStore() {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => state,
    update(change: Partial<CartState>) {
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
  };
}

export const cartStore = createCartStore();
export const serverCartState = () => initial;
