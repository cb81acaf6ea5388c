import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../../app/.server/session-cookie.ts";
import { AppError } from "../../lib/errors.ts";
import { isOwnOrigin } from "../../lib/is-own-origin.ts";
import { findSession } from "../../modules/accounts/find-session.ts";
import type { ApiEnv } from "../api-env.ts";

/**
 * The signed-in shopper of a call: from the `token` header (apps) or the session cookie (web pages), null when
 * neither names a live session. A write authenticated by the cookie must come from this store's own origin, so
 * another site cannot ride on it (403).
 */
export async function findCustomerId(c: Context<ApiEnv>): Promise<number | null> {
  const cookieToken = c.get("token") ? undefined : getCookie(c, SESSION_COOKIE);
  if (
    cookieToken &&
    !["GET", "HEAD"].includes(c.req.method) &&
    !isOwnOrigin(c.req.header("origin"), c.req.url)
  ) {
    throw new AppError("FORBIDDEN", "i18n_error_foreign_origin");
  }
  const session = await findSession(c.get("db"), c.get("token") ?? cookieToken);
  return session?.customerId ?? null;
}
