import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { onReadCacheCleared } from "../lib/read-cache.ts";
import { resolveSite } from "../lib/sites.ts";
import type { ApiEnv } from "./api-env.ts";
import { chooseEncoding } from "./compress-body.ts";
import { requestIdFrom } from "./middleware/assign-request-id.ts";
import { findClient } from "./middleware/read-api-headers.ts";
import { routeLabel } from "./operations/store-metrics.ts";

type Entry = {
  /** The answer's headers as the whole pipeline made them, without those of the one request. */
  headers: Record<string, string>;
  /** The body as sent: compressed when the key's encoding is. */
  body: Uint8Array<ArrayBuffer>;
  /** The route pattern that answered, for the request metrics. */
  route: string;
  storedAt: number;
  expires: number;
};

type KeptApiAnswersOptions = {
  /** The database whose catalogue the answers show: a write that clears its read cache drops these too. */
  db: object;
  /** The API paths whose GET answers depend on nothing but the site, the query and the accepted encoding. */
  paths: ReadonlySet<string>;
  /** How long an answer kept now may be served, in milliseconds; 0 keeps nothing. */
  keepMs: () => Promise<number>;
  /** Called for each answer served from here, which the request metrics and log never see otherwise. */
  onServed: (c: Context, route: string, ms: number) => void;
  /** The most bytes the kept bodies may take together; least recently used go first beyond. */
  maxBytes?: number;
};

/** Headers of the one request, or that Node writes itself. */
const ownHeaders = new Set(["x-request-id", "content-length", "date", "age"]);

/**
 * Serves a repeated catalogue read from its finished bytes (ADR 0052). These answers come from the read cache
 * already (ADR 0024), the same for every caller of a site, but each one went through the whole pipeline again:
 * request id, metrics, compression, security headers, the client check, validation, the envelope. On the list
 * API that was more than half of its CPU. Registered first, this keeps a 200 answer's headers and body, per site,
 * encoding, path and query, for as long as the read cache may keep what it shows, and serves it with a new
 * request id after checking the caller's client credentials: a caller the pipeline would refuse passes on to
 * it. Any other request, and an answer that is not a 200, pass through untouched.
 */
export function keptApiAnswers({
  db,
  paths,
  keepMs,
  onServed,
  maxBytes = 8 * 1024 * 1024,
}: KeptApiAnswersOptions): MiddlewareHandler<ApiEnv> {
  const entries = new LRUCache<string, Entry>({
    max: 2_000,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.byteLength + 256,
  });
  // An answer made before a catalogue write is not kept after it.
  let generation = 0;
  onReadCacheCleared(db, () => {
    generation += 1;
    entries.clear();
  });

  return async (c, next) => {
    if (c.req.method !== "GET" || !paths.has(c.req.path)) return next();
    if (!findClient(c.req.header("clientId"), c.req.header("clientSecret"))) return next();
    const started = performance.now();
    const key = keyOf(c);
    const now = Date.now();
    const kept = entries.get(key);
    if (kept && kept.expires > now) {
      const headers = {
        ...kept.headers,
        "X-Request-Id": requestIdFrom(c.req.header("X-Request-Id")),
        Age: String(Math.floor((now - kept.storedAt) / 1000)),
      };
      onServed(c, kept.route, performance.now() - started);
      return new Response(kept.body, { status: 200, headers });
    }
    const startedIn = generation;
    await next();
    const response = c.res;
    if (response.status !== 200 || response.headers.has("set-cookie")) return;
    const ms = await keepMs();
    if (ms <= 0 || startedIn !== generation) return;
    const body = await response.arrayBuffer();
    c.res = new Response(body, response);
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (!ownHeaders.has(name)) headers[name] = value;
    entries.set(key, {
      headers,
      body: new Uint8Array(body),
      route: routeLabel(c),
      storedAt: now,
      expires: now + ms,
    });
  };
}

/** Site, encoding, path and query: everything these answers depend on. */
function keyOf(c: Context): string {
  const url = c.req.url;
  const pathAndQuery = url.slice(url.indexOf("/", url.indexOf("//") + 2));
  return `${resolveSite(c.req.header("site")).code}|${chooseEncoding(c.req.header("Accept-Encoding")) ?? ""}|${pathAndQuery}`;
}
