import { createMiddleware } from "hono/factory";
import { AppError } from "../../lib/errors.ts";
import { isOwnOrigin } from "../../lib/is-own-origin.ts";
import type { ApiEnv } from "../api-env.ts";
import { readSessionToken } from "../request/session-cookie.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every write a browser's cookie could authenticate must come from this store's own pages (`Origin`), so another
 * site cannot make a shopper's browser post for it: every page form and action (sign-in and registration
 * included, which would otherwise sign a victim into the attacker's account), and every API call that carries
 * the session cookie and no `token` header. Apps, which send `token`, have no Origin to check. 403 otherwise.
 */
export const requireOwnOrigin = createMiddleware<ApiEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method)) return next();
  const isApi = c.req.path.startsWith("/api/");
  const needsOrigin = !isApi || (!c.req.header("token") && readSessionToken(c.req.raw) !== null);
  if (needsOrigin && !isOwnOrigin(c.req.header("origin"), c.req.url))
    throw new AppError("FORBIDDEN", "i18n_error_foreign_origin");
  return next();
});
