/** The spec's reload window: a page reloads itself at most once per path within it. */
export const RELOAD_WINDOW_MS = 10_000;

/** When the page last reloaded itself, in epoch milliseconds, per path. */
export type ReloadHistory = Record<string, number>;

/** Whether the page at `path` may reload itself at `now`: not if it did within the window (either way of a clock jump). */
export function mayReload(history: ReloadHistory, path: string, now: number): boolean {
  const last = history[path];
  return last === undefined || Math.abs(now - last) >= RELOAD_WINDOW_MS;
}

/** The history after a reload of `path` at `now`, without the entries whose window has passed. */
export function rememberReload(history: ReloadHistory, path: string, now: number): ReloadHistory {
  const kept = Object.entries(history).filter(([, at]) => Math.abs(now - at) < RELOAD_WINDOW_MS);
  return { ...Object.fromEntries(kept), [path]: now };
}
