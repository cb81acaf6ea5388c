import { useEffect } from "react";
import { useSite } from "../use-site.ts";
import { cartStore } from "./cart-store.ts";
import { localCartKey } from "./local-cart.ts";
import type { useCart } from "./use-cart.ts";

/**
 * Once a page is in the browser: a signed-in shopper's local cart of this site is merged into the server
 * cart (spec section 4, merge at sign-in); a visitor's badge is counted from the local cart, and follows
 * changes made in other tabs.
 */
export function useCartBootstrap({ actions, signedIn, serverCount }: ReturnType<typeof useCart>) {
  const { site } = useSite();
  useEffect(() => {
    if (signedIn) {
      // Also after a visitor's count: a kept page learns who the shopper is only once it has hydrated.
      cartStore.update({ count: serverCount });
      void actions.mergeLocal();
      return;
    }
    actions.countLocal();
    const onStorage = (event: StorageEvent) => {
      if (event.key === localCartKey(site.code)) actions.countLocal();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [actions, signedIn, serverCount, site.code]);
}
