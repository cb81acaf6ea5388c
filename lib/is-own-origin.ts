import { type Env, env } from "./env.ts";

/**
 * True when a browser's `Origin` header names this store (the request's own origin, or `PUBLIC_URL`'s when it
 * was set: the default `http://localhost:3000` would let a page on that origin post for a store served
 * elsewhere). Writes authenticated by the session cookie require it, so another site cannot make a shopper's
 * browser post for it.
 */
export function isOwnOrigin(
  origin: string | null | undefined,
  requestUrl: string,
  config: Pick<Env, "PUBLIC_URL" | "PUBLIC_URL_GIVEN"> = env(),
): boolean {
  if (!origin) return false;
  if (origin === new URL(requestUrl).origin) return true;
  return config.PUBLIC_URL_GIVEN && origin === new URL(config.PUBLIC_URL).origin;
}
