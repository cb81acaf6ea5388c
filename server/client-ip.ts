import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { env } from "../lib/env.ts";

/**
 * The caller's address, for rate limits. Behind TRUST_PROXY_HOPS reverse proxies it is the X-Forwarded-For entry
 * that many from the end (what the outermost trusted proxy saw; entries before it are the client's own claims);
 * otherwise, or when the header is short of that, the socket's. Requests made in process (tests) have none and
 * share "local".
 */
export function clientIp(c: Context, hops = env().TRUST_PROXY_HOPS): string {
  if (hops > 0) {
    const forwarded = (c.req.header("X-Forwarded-For") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = forwarded[forwarded.length - hops];
    if (seen) return seen;
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
