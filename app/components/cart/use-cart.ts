import { useMemo, useSyncExternalStore } from "react";
import type { GoodsEntry } from "../../../modules/catalog/goods-entry.ts";
import { cartFromWire } from "../../../server/cart/cart-from-wire.ts";
import type { CartWire } from "../../../server/cart/cart-wire.ts";
import { batchDetailsFromWire, goodsEntryFromWire } from "../../../server/catalog/goods-from-wire.ts";
import type { BatchDetailsWire, GoodsEntryWire } from "../../../server/catalog/goods-wire.ts";
import type { ApiClient } from "../../lib/api-client.ts";
import { usePersonalParts } from "../layout/use-personal-parts.ts";
import { useSiteNavigation } from "../layout/use-site-navigation.ts";
import { useApi } from "../use-api.ts";
import { useSite } from "../use-site.ts";
import { cartStore, serverCartState } from "./cart-store.ts";
import {
  type CartLineView,
  type CartView,
  emptyCart,
  RECOMMENDATION_COUNT,
  viewLocalCart,
  viewServerCart,
} from "./cart-view.ts";
import {
  addLocalLine,
  changeLocalSpec,
  countLocalCart,
  type LocalLine,
  type NewLine,
  readLocalCart,
  removeLocalLine,
  setLocalQuantity,
  writeLocalCart,
} from "./local-cart.ts";

const CART_API = "/api/web/goods/userShopCar";
/** Counts the cart requests of this page, so a slow answer never overwrites a newer one. */
let cartRequests = 0;

type Deps = { api: ApiClient; site: string; currency: string; signedIn: boolean };

const countOf = (cart: CartView) => cart.lines.reduce((sum, line) => sum + line.quantity, 0);

function showCart(cart: CartView, errors: Record<string, string> = {}) {
  cartStore.update({ cart, count: countOf(cart), errors });
}

/**
 * What the shopper can do with the cart (spec section 4): signed in, every change goes to the server cart
 * and the answer (with server prices and totals) is shown; a visitor's lines live in this site's local cart,
 * priced through `batchDetails`.
 */
function cartActions({ api, site, currency, signedIn }: Deps) {
  const storage = () => window.localStorage;

  /**
   * Stores the lines at once, so a change made before the answer builds on this one; only the newest answer
   * is shown. Lines of goods this site no longer sells are dropped.
   */
  async function showLocal(lines: LocalLine[]) {
    writeLocalCart(storage(), site, lines);
    const ticket = ++cartRequests;
    if (lines.length === 0) {
      showCart(emptyCart(currency));
      return;
    }
    const productIdAndTypes = [
      ...new Map(
        lines.map((line) => [`${line.type}:${line.relevanceId}`, { id: line.relevanceId, type: line.type }]),
      ).values(),
    ];
    const answer = await api.call<BatchDetailsWire>("/api/web/goods/goods/batchDetails", {
      body: { productIdAndTypes },
      hidden: true,
    });
    if (answer.code !== 200 || ticket !== cartRequests) return;
    const view = viewLocalCart(lines, batchDetailsFromWire(answer.data), currency);
    if (view.lines.length < lines.length) {
      const known = new Set(view.lines.map((line) => line.key));
      writeLocalCart(
        storage(),
        site,
        lines.filter((line) => known.has(line._id)),
      );
    }
    showCart(view);
  }

  /** Sends a change of the server cart; a refusal is kept beside the line instead of a toast. */
  async function saveOnServer(path: string, body: unknown, lineKey?: string): Promise<boolean> {
    const ticket = ++cartRequests;
    const answer = await api.call<CartWire>(`${CART_API}/${path}`, { body, lazy: lineKey !== undefined });
    if (answer.code === 200) {
      if (ticket === cartRequests) showCart(viewServerCart(cartFromWire(answer.data)));
      return true;
    }
    if (lineKey !== undefined && answer.code !== 401) {
      cartStore.update({ errors: { ...cartStore.read().errors, [lineKey]: answer.message } });
      // An earlier change's answer was skipped for this one: show the cart as the server has it.
      if (ticket === cartRequests) await listServerCart();
    }
    return false;
  }

  async function listServerCart() {
    const ticket = ++cartRequests;
    const answer = await api.call<CartWire>(`${CART_API}/list`, { method: "GET", hidden: true });
    if (answer.code === 200 && ticket === cartRequests) showCart(viewServerCart(cartFromWire(answer.data)));
  }

  const lineBody = (line: CartLineView, change: { quantity?: number; specId?: number }) => ({
    id: line.serverId,
    quantity: change.quantity ?? line.quantity,
    relevanceId: line.relevanceId,
    specId: change.specId ?? line.specId,
    type: line.type,
  });

  return {
    async load() {
      if (!signedIn) return showLocal(readLocalCart(storage(), site));
      return listServerCart();
    },
    /** Adds the item; true when it is in the cart. */
    async add(line: NewLine): Promise<boolean> {
      if (signedIn) {
        const { specAbbr: _, ...body } = line;
        return saveOnServer("save", body);
      }
      await showLocal(addLocalLine(readLocalCart(storage(), site), line, crypto.randomUUID()));
      return true;
    },
    async setQuantity(line: CartLineView, quantity: number) {
      if (signedIn) return saveOnServer("save", lineBody(line, { quantity }), line.key);
      await showLocal(setLocalQuantity(readLocalCart(storage(), site), line.key, quantity));
      return true;
    },
    async changeSpec(line: CartLineView, specId: number) {
      if (signedIn) return saveOnServer("save", lineBody(line, { specId }), line.key);
      const abbr = line.specs.find((spec) => spec.id === specId)?.abbr ?? "";
      await showLocal(changeLocalSpec(readLocalCart(storage(), site), line.key, specId, abbr));
      return true;
    },
    async remove(line: CartLineView) {
      if (signedIn) return saveOnServer("delete", { id: line.serverId }, line.key);
      await showLocal(removeLocalLine(readLocalCart(storage(), site), line.key));
      return true;
    },
    /**
     * At a signed-in page: moves the site's local cart into the server cart, then clears it. The server
     * merges each local `_id` once, so a crash between the two steps merges nothing twice.
     */
    async mergeLocal() {
      const list = readLocalCart(storage(), site);
      if (!signedIn || list.length === 0) return;
      if (await saveOnServer("saveBatch", { list })) writeLocalCart(storage(), site, []);
    },
    /** Frequently bought together: with the server cart when signed in, else with the goods of the lines. */
    async recommend(cart: CartView): Promise<GoodsEntry[]> {
      const goodsIds = [...new Set(cart.lines.map((line) => line.relevanceId))];
      const answer = await api.call<GoodsEntryWire[]>(`${CART_API}/getRecommendGoods`, {
        body: signedIn ? { limit: RECOMMENDATION_COUNT } : { goodsIds, limit: RECOMMENDATION_COUNT },
        hidden: true,
        lazy: true,
      });
      return answer.code === 200 ? answer.data.map(goodsEntryFromWire) : [];
    },
    /** The visitor's badge, from the local cart. */
    countLocal() {
      if (!signedIn) cartStore.update({ count: countLocalCart(readLocalCart(storage(), site)) });
    },
    open() {
      cartStore.update({ open: true });
    },
    close() {
      cartStore.update({ open: false, mode: "normal" });
    },
    toggleMode() {
      cartStore.update({ mode: cartStore.read().mode === "edit" ? "normal" : "edit" });
    },
    clearError(lineKey: string) {
      const { [lineKey]: _, ...rest } = cartStore.read().errors;
      cartStore.update({ errors: rest });
    },
  };
}

export type CartActions = ReturnType<typeof cartActions>;

/** The cart's state and actions for a component of the current page. */
export function useCart() {
  const api = useApi();
  const { site } = useSite();
  const navigation = useSiteNavigation();
  const parts = usePersonalParts();
  const serverCount = navigation?.cartCount ?? parts?.cartCount ?? null;
  const signedIn = serverCount !== null;
  const state = useSyncExternalStore(cartStore.subscribe, cartStore.read, serverCartState);
  const actions = useMemo(
    () => cartActions({ api, site: site.code, currency: site.currency, signedIn }),
    [api, site.code, site.currency, signedIn],
  );
  return { state, actions, signedIn, serverCount };
}
