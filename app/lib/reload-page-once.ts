import { mayReload, type ReloadHistory, rememberReload } from "./reload-decision.ts";

const storageKey = "store-reloads";

/**
 * Reloads the page unless it reloaded itself on this path within the window; the history lives in
 * sessionStorage, so it survives the reload. Without storage nothing is remembered, hence no reload: never a loop.
 * The URL stays, and React Router's scroll restoration puts the shopper back where they were.
 */
export function reloadPageOnce(): boolean {
  const now = Date.now();
  const path = window.location.pathname;
  try {
    const history = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as ReloadHistory;
    if (!mayReload(history, path, now)) return false;
    sessionStorage.setItem(storageKey, JSON.stringify(rememberReload(history, path, now)));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
