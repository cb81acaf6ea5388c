import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { onReadCacheCleared } from "../lib/read-cache.ts";
import type { ApiEnv } from "./api-env.ts";
import { chooseEncoding, compressBody, type Encoding } from "./compress-body.ts";
import { PAGE_CACHE_HEADER } from "./request/cacheable-page.ts";
import { siteFromBrowserLanguage, siteFromCookie } from "./request/choose-preferred-site.ts";
import { detectDevice } from "./request/detect-device.ts";

/** Cookies that only select what the root loader renders; they are part of the key instead of a reason to skip. */
const variantCookies = new Set(["site", "device"]);

type Entry = {
  status: number;
  /** The render's headers, with a policy allowing its inline scripts by hash instead of nonce. */
  headers: [string, string][];
  /** The document as it was rendered, and compressed once for the clients that take brotli or gzip. */
  bodies: Record<Encoding | "identity", Uint8Array<ArrayBuffer>>;
  storedAt: number;
  expires: number;
};

const encoder = new TextEncoder();
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

type PageCacheOptions = {
  seconds: number;
  /** The Content-Security-Policy of a kept page whose inline scripts have these SHA-256 hashes (base64). */
  policyWithScriptHashes: (hashes: string[]) => string;
  /** The database whose catalogue the pages show: a catalogue write that clears its read cache clears these too. */
  db?: object;
  maxEntries: number;
  /** Epoch milliseconds no kept page may outlive (the next flash-deal boundary: prices change then). */
  notAfter?: () => Promise<number>;
};

/**
 * A few seconds of shared, in-process caching for the anonymous catalogue pages (ADR 0009). The key holds
 * everything the root loader reads from the request (path and query, device variant, locale cookie, browser
 * language); a request with any other cookie (a session) always renders. A kept page's inline scripts are
 * allowed by their hashes rather than the render's nonce, so its bytes never change and are compressed once:
 * a hit costs no render, no compression and no copy (ADR 0009).
 */
export function pageCache({
  seconds,
  maxEntries,
  notAfter = async () => Number.POSITIVE_INFINITY,
  db,
  policyWithScriptHashes,
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

    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) {
      const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
      c.res = new Response(cached.bodies[encoding ?? "identity"], {
        status: cached.status,
        headers: cached.headers,
      });
      if (encoding) c.header("Content-Encoding", encoding);
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
    keep(toCache)
      .then(async (bodies) => {
        const storedAt = Date.now();
        entries.set(key, {
          status: response.status,
          headers: [...headers, ["Content-Security-Policy", policyWithScriptHashes(bodies.scriptHashes)]],
          bodies,
          storedAt,
          expires: Math.min(storedAt + seconds * 1000, await notAfter()),
        });
      })
      .catch(() => {});
  };
}

/** The document read to its end, compressed both ways, and the hashes of its inline scripts. */
async function keep(stream: ReadableStream<Uint8Array>) {
  const text = await new Response(stream).text();
  const identity = encoder.encode(text);
  const [br, gzip] = await Promise.all([compressBody(identity, "br"), compressBody(identity, "gzip")]);
  const scriptHashes = [...text.matchAll(inlineScript)]
    .filter(([, attributes = ""]) => !/\bsrc=|type="application\/(?:ld\+)?json"/i.test(attributes))
    .map(([, , content = ""]) => createHash("sha256").update(content).digest("base64"));
  return { identity, br, gzip, scriptHashes };
}

function hasOtherCookies(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((part) => {
    const name = part.split("=")[0]?.trim();
    return name !== undefined && name !== "" && !variantCookies.has(name);
  });
}
