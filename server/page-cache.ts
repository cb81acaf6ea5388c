import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { onReadCacheCleared } from "../lib/read-cache.ts";
import type { ApiEnv } from "./api-env.ts";
import { PAGE_CACHE_HEADER } from "./request/cacheable-page.ts";
import { siteFromBrowserLanguage, siteFromCookie } from "./request/choose-preferred-site.ts";
import { detectDevice } from "./request/detect-device.ts";

/** Cookies that only select what the root loader renders; they are part of the key instead of a reason to skip. */
const variantCookies = new Set(["site", "device"]);

type Entry = {
  status: number;
  headers: [string, string][];
  /** The document as UTF-8, cut where the CSP nonce of the render stood. */
  parts: Uint8Array[];
  storedAt: number;
  expires: number;
};

const encoder = new TextEncoder();

type PageCacheOptions = {
  seconds: number;
  /** The database whose catalogue the pages show: a catalogue write that clears its read cache clears these too. */
  db?: object;
  maxEntries: number;
  /** Epoch milliseconds no kept page may outlive (the next flash-deal boundary: prices change then). */
  notAfter?: () => Promise<number>;
};

/**
 * A few seconds of shared, in-process caching for the anonymous catalogue pages (ADR 0009). The key holds
 * everything the root loader reads from the request (path and query, device variant, locale cookie, browser
 * language); a request with any other cookie (a session, later) always renders. The CSP nonce of the cached
 * copy is swapped for the nonce of the response that reuses it.
 */
export function pageCache({
  seconds,
  maxEntries,
  notAfter = async () => Number.POSITIVE_INFINITY,
  db,
}: PageCacheOptions): MiddlewareHandler<ApiEnv> {
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  if (db) onReadCacheCleared(db, () => entries.clear());

  return async (c, next) => {
    if (seconds <= 0 || c.req.method !== "GET" || hasOtherCookies(c.req.header("cookie"))) return next();
    const request = c.req.raw;
    const key = [
      c.req.url,
      detectDevice(request),
      siteFromCookie(request) ?? "",
      siteFromBrowserLanguage(request) ?? "",
    ].join("|");
    const nonce = c.get("secureHeadersNonce") ?? "";

    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) {
      c.res = new Response(withNonce(cached.parts, nonce), {
        status: cached.status,
        headers: cached.headers,
      });
      c.header("Age", String(Math.floor((Date.now() - cached.storedAt) / 1000)));
      return;
    }
    if (cached) entries.delete(key);

    await next();
    const response = c.res;
    if (!response.headers.has(PAGE_CACHE_HEADER)) return;
    response.headers.delete(PAGE_CACHE_HEADER);
    if (response.status !== 200 || !response.body || response.headers.has("set-cookie")) return;
    // The client gets the stream as it renders; the copy is kept once the whole document has been read.
    const [toClient, toCache] = response.body.tee();
    const headers = [...response.headers].filter(
      ([name]) => !/^(x-request-id|content-security-policy)$/i.test(name),
    );
    c.res = new Response(toClient, { status: response.status, headers: response.headers });
    Promise.all([new Response(toCache).text(), notAfter()])
      .then(([body, limit]) => {
        entries.set(key, {
          status: response.status,
          headers,
          parts: (nonce ? body.split(nonce) : [body]).map((part) => encoder.encode(part)),
          storedAt: Date.now(),
          expires: Math.min(Date.now() + seconds * 1000, limit),
        });
      })
      .catch(() => {});
  };
}

/**
 * The cached document with this response's nonce where the render's stood, as bytes: turning a 100 kB string
 * into a response body on every hit cost more than everything else a hit does.
 */
function withNonce(parts: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoder.encode(nonce);
  const size = parts.reduce((sum, part) => sum + part.length, nonceBytes.length * (parts.length - 1));
  const body = new Uint8Array(size);
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      body.set(nonceBytes, offset);
      offset += nonceBytes.length;
    }
    body.set(part, offset);
    offset += part.length;
  });
  return body;
}

function hasOtherCookies(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((part) => {
    const name = part.split("=")[0]?.trim();
    return name !== undefined && name !== "" && !variantCookies.has(name);
  });
}
