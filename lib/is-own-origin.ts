import { env } from "./env.ts";

/**
 * True when a browser's `Origin` header names this store (the request's own origin or `PUBLIC_URL`). Writes
 * authenticated by the session cookie require it, so another site cannot make a shopper's browser post for it.
 */
export function isOwnOrigin(origin: string | null | undefined, requestUrl: string): boolean {
  if (!origin) return false;
  return origin === new URL(requestUrl).origin || origin === new URL(env().PUBLIC_URL).origin;
}
