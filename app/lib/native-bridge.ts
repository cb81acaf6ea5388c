import { ACCOUNT_STORAGE_KEY, type ApiClient } from "./api-client.ts";

/**
 * The bridge between the store page and the native Android and iOS apps (docs/native-app-bridge.md, ADR 0016).
 * Page → app goes through the handler the app injected; app → page through `window.BrisaBridge.receive`.
 */
export const BRIDGE_VERSION = 1;

export type PageMessage =
  | { type: "ready"; version: number; path: string }
  | { type: "sessionStored"; ok: boolean }
  | { type: "openLink"; url: string }
  | { type: "close" };

export type AppMessage = { type: "session"; token: string; userInfo?: unknown };

type BridgeWindow = {
  BrisaAndroid?: { postMessage: (json: string) => void };
  webkit?: { messageHandlers?: { brisa?: { postMessage: (message: unknown) => void } } };
};

/** Local cart lines are kept under keys starting with this (the cart area's per-site keys). */
export const CART_KEY_PREFIX = "cart:";

/** The app's message handler, when the page runs inside the Android or iOS webview. */
export function findAppHandler(win: BridgeWindow): ((message: PageMessage) => void) | null {
  const android = win.BrisaAndroid;
  if (android && typeof android.postMessage === "function") {
    return (message) => android.postMessage(JSON.stringify(message));
  }
  const ios = win.webkit?.messageHandlers?.brisa;
  if (ios && typeof ios.postMessage === "function") return (message) => ios.postMessage(message);
  return null;
}

export function clearLocalCart(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(CART_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

type HandOverDeps = {
  api: ApiClient;
  storage: Storage;
  /** Trades the token for the httpOnly session cookie; true when it replaced another (or no) session. */
  exchangeToken: (token: string) => Promise<{ ok: boolean; changed: boolean }>;
};

/**
 * The app's hand-over on first load (spec section 1): the token becomes this browser's session, the local cart
 * of whoever used the page before is cleared when the shopper changed, and the account info is fetched.
 */
export async function receiveSession(message: AppMessage, deps: HandOverDeps): Promise<boolean> {
  if (typeof message.token !== "string" || message.token.length === 0) return false;
  const exchanged = await deps.exchangeToken(message.token);
  if (!exchanged.ok) return false;
  if (exchanged.changed) clearLocalCart(deps.storage);
  const info = await deps.api.call("/api/web/personalCenter/userInfo/get", { lazy: true });
  if (info.code !== 200) return false;
  deps.storage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(info.data));
  return true;
}
