import { timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { type ApiClient, env } from "../../lib/env.ts";
import { AppError } from "../../lib/errors.ts";
import { resolveSite } from "../../lib/sites.ts";
import type { ApiEnv } from "../api-env.ts";
import { readSessionToken } from "../request/session-cookie.ts";
import { resolveShopper } from "../request/shopper.ts";

/**
 * Reads the spec's headers. `site` picks the regional site (unknown falls back to us); `clientId` and
 * `clientSecret` must name a configured app; `brand` is recorded; `token` (or else the session cookie) names the shopper, looked up when a route asks.
 */
export const readApiHeaders = createMiddleware<ApiEnv>(async (c, next) => {
  c.set("site", resolveSite(c.req.header("site")));
  c.set("brand", c.req.header("brand") ?? null);
  const token = c.req.header("token") || null;
  c.set("token", token);
  c.set("shopper", resolveShopper(c.get("db"), { header: token, cookie: readSessionToken(c.req.raw) }));
  const client = findClient(c.req.header("clientId"), c.req.header("clientSecret"));
  if (!client) throw new AppError("FORBIDDEN", "i18n_error_unknown_client");
  c.set("client", client);
  await next();
});

export function findClient(clientId: string | undefined, clientSecret: string | undefined): ApiClient | null {
  if (!clientId || !clientSecret) return null;
  const client = env().API_CLIENTS.find((candidate) => candidate.clientId === clientId);
  if (!client) return null;
  const expected = Buffer.from(client.clientSecret);
  const given = Buffer.from(clientSecret);
  return expected.length === given.length && timingSafeEqual(expected, given) ? client : null;
}
