import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { SESSION_COOKIE } from "../../app/.server/session-cookie.ts";
import { env } from "../../lib/env.ts";
import { AppError } from "../../lib/errors.ts";
import { findSession } from "../../modules/accounts/find-session.ts";
import type { ApiEnv } from "../api-env.ts";

/**
 * Lets only a signed-in shopper through: the `token` header (apps) or the session cookie (web pages). A write
 * authenticated by the cookie must come from this store's own origin, so another site cannot ride on it.
 */
export const requireCustomer = createMiddleware<ApiEnv>(async (c, next) => {
  const headerToken = c.var.token;
  const cookieToken = headerToken ? undefined : getCookie(c, SESSION_COOKIE);
  if (
    cookieToken &&
    !["GET", "HEAD"].includes(c.req.method) &&
    !isOwnOrigin(c.req.header("origin"), c.req.url)
  ) {
    throw new AppError("FORBIDDEN", "i18n_error_foreign_origin");
  }
  const session = await findSession(c.var.db, headerToken ?? cookieToken);
  if (!session) throw new AppError("UNAUTHORIZED", "i18n_error_unauthorized");
  c.set("customerId", session.customerId);
  await next();
});

function isOwnOrigin(origin: string | undefined, requestUrl: string): boolean {
  if (!origin) return false;
  return origin === new URL(requestUrl).origin || origin === new URL(env().PUBLIC_URL).origin;
}
