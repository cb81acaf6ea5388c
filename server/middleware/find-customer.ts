import type { Context } from "hono";
import type { ApiEnv } from "../api-env.ts";

/**
 * The signed-in shopper of a call, or null: from the `token` header (apps) or the session cookie (web pages),
 * looked up once per request. Cookie-authenticated writes were checked for this store's origin beforehand.
 */
export function findCustomerId(c: Context<ApiEnv>): Promise<number | null> {
  return c.get("shopper").customerId();
}
