import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { onReadCacheCleared } from "../lib/read-cache.ts";
import type { ApiEnv } from "./api-env.ts";
import { acceptsEncoding, chooseEncoding, compressBody, type Encoding } from "./compress-body.ts";
import { PAGE_CACHE_HEADER } from "./request/cacheable-page.ts";
import { siteFromBrowserLanguage, siteFromCookie } from "./request/choose-preferred-site.ts";
import { detectDevice } from "./request/detect-device.ts";
import { type GzipSplice, prepareGzipSplice, spliceGzip } from "./splice-gzip.ts";

/** Cookies that only select what the root loader renders; they are part of the key instead of a reason to skip. */
const variantCookies = new Set(["site", "device"]);

type Entry = {
  status: number;
  /** The render's headers, with a policy allowing its inline scripts by hash instead of nonce. */
  headers: [string, string][];
  /** The document as it was rendered, and compressed once for the clients that take brotli or gzip. */
  bodies: Record<Encoding | "identity", Uint8Array<ArrayBuffer>>;
  /** Where the last `</body>` starts in the identity body: a signed-in shopper's parts go there. */
  personalAt: number;
  /** The gzip body in two runs around `personalAt`, made on the first signed-in hit. */
  gzipSplice?: GzipSplice;
  storedAt: number;
  expires: number;
};

/**
 * A product page is kept as about 160 kB (110 kB as rendered, 23 kB brotli, 28 kB gzip): 1,000 of them were
 * 160 MB that stayed resident after a crawl, expired or not. 32 MB keeps about 200 pages, more than a few
 * seconds' worth of distinct pages (docs/benchmarks.md, 2026-11-27).
 */
const defaultMaxBytes = 32 * 1024 * 1024;

const encoder = new TextEncoder();
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

type PageCacheOptions = {
  seconds: number;
  /** The Content-Security-Policy of a kept page whose inline scripts have these SHA-256 hashes (base64). */
  policyWithScriptHashes: (hashes: string[]) => string;
  /** The database whose catalogue the pages show: a catalogue write that clears its read cache clears these too. */
  db?: object;
  maxEntries: number;
  /** The most bytes the kept copies (each page as rendered, brotli and gzip) may take together; LRU beyond. */
  maxBytes?: number;
  /** Epoch milliseconds no kept page may outlive (the next flash-deal boundary: prices change then). */
  notAfter?: () => Promise<number>;
  /** The session cookie: a request carrying it (and only variant cookies besides) may get a kept page. */
  personalCookie?: string;
  /** The markup of a signed-in shopper's parts for a kept page, or null when the request's session is no shopper's. */
  personalize?: (request: Request) => Promise<string | null>;
};

/**
 * A few seconds of shared, in-process caching for the anonymous catalogue pages (ADR 0009). The key holds
 * everything the root loader reads from the request (path and query, device variant, locale cookie, browser
 * language). A kept page's inline scripts are allowed by their hashes rather than the render's nonce, so its
 * bytes never change and are compressed once: a hit costs no render, no compression and no copy (ADR 0009).
 * A signed-in shopper's document request gets the kept page too, with their parts (`personalize`) spliced in
 * before `</body>` and only those compressed; their data requests, and any request with another cookie, render.
 */
export function pageCache({
  seconds,
  maxEntries,
  maxBytes = defaultMaxBytes,
  notAfter = async () => Number.POSITIVE_INFINITY,
  db,
  policyWithScriptHashes,
  personalCookie,
  personalize,
}: PageCacheOptions): MiddlewareHandler<ApiEnv> {
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) =>
      entry.bodies.identity.byteLength + entry.bodies.br.byteLength + entry.bodies.gzip.byteLength,
  });
  /** Paths whose pages were kept: a signed-in shopper's miss there renders the visitors' page to keep. */
  const keptPaths = new Set<string>();
  /** Renders in flight of pages that may be kept, by key: the copy each will keep, or undefined if none. */
  const rendering = new Map<string, Promise<Entry | undefined>>();
  if (db) onReadCacheCleared(db, () => entries.clear());

  return async (c, next) => {
    if (seconds <= 0 || c.req.method !== "GET") return next();
    const others = otherCookies(c.req.header("cookie"));
    const signedIn = others.length > 0;
    const path = new URL(c.req.url).pathname;
    const mayPersonalize =
      personalize !== undefined && others.every((name) => name === personalCookie) && !path.endsWith(".data");
    if (signedIn && !mayPersonalize) return next();
    const request = c.req.raw;
    const acceptEncoding = c.req.header("Accept-Encoding");
    const key = [
      c.req.url,
      detectDevice(request),
      siteFromCookie(request) ?? "",
      siteFromBrowserLanguage(request) ?? "",
    ].join("|");
    const serve = async (entry: Entry) => {
      const parts = signedIn ? await personalize?.(request) : null;
      c.res = parts
        ? personalizedResponse(entry, parts, acceptEncoding)
        : keptResponse(entry, acceptEncoding);
    };

    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return serve(cached);
    if (cached) entries.delete(key);
    // Whether a path's page is kept shows only once it has rendered; until then a signed-in shopper's renders.
    if (signedIn && !keptPaths.has(path)) {
      await next();
      c.res.headers.delete(PAGE_CACHE_HEADER);
      return;
    }
    // Another request is rendering this key's page: its copy is served, rather than every request that comes
    // meanwhile rendering the page again (when a kept page expires under load, all of them did).
    const inFlight = rendering.get(key);
    if (inFlight) {
      const entry = await inFlight;
      if (entry && entry.expires > Date.now()) return serve(entry);
    }
    if (signedIn) c.req.raw = withoutCookie(request, personalCookie ?? "");

    const render = Promise.withResolvers<Entry | undefined>();
    const settle = (entry?: Entry) => {
      render.resolve(entry);
      if (rendering.get(key) === render.promise) rendering.delete(key);
    };
    if (!rendering.has(key)) rendering.set(key, render.promise);
    try {
      await next();
    } catch (error) {
      settle();
      throw error;
    }
    const response = c.res;
    if (!response.headers.has(PAGE_CACHE_HEADER)) return settle();
    response.headers.delete(PAGE_CACHE_HEADER);
    if (response.status !== 200 || !response.body || response.headers.has("set-cookie")) return settle();
    const headers = [...response.headers].filter(
      ([name]) => !/^(x-request-id|content-security-policy)$/i.test(name),
    );
    const store = async (body: ReadableStream<Uint8Array>) => {
      const bodies = await keep(body);
      const storedAt = Date.now();
      const entry: Entry = {
        status: response.status,
        headers: [...headers, ["Content-Security-Policy", policyWithScriptHashes(bodies.scriptHashes)]],
        bodies,
        personalAt: bodyEndOf(bodies.identity),
        storedAt,
        expires: Math.min(storedAt + seconds * 1000, await notAfter()),
      };
      entries.set(key, entry);
      keptPaths.add(path);
      settle(entry);
      return entry;
    };
    // The visitors' page rendered for a signed-in shopper is kept first, then served with their parts.
    if (signedIn) {
      const entry = await store(response.body).catch((error: unknown) => {
        settle();
        throw error;
      });
      return serve(entry);
    }
    // A visitor gets the stream as it renders; the copy is kept once the whole document has been read.
    const [toClient, toCache] = response.body.tee();
    c.res = new Response(toClient, { status: response.status, headers: response.headers });
    store(toCache).catch(() => settle());
  };
}

function keptResponse(entry: Entry, acceptEncoding: string | undefined): Response {
  const encoding = chooseEncoding(acceptEncoding);
  const response = new Response(entry.bodies[encoding ?? "identity"], {
    status: entry.status,
    headers: entry.headers,
  });
  if (encoding) response.headers.set("Content-Encoding", encoding);
  response.headers.set("Age", String(Math.floor((Date.now() - entry.storedAt) / 1000)));
  return response;
}

/** The request as a visitor would make it: without the session cookie. */
function withoutCookie(request: Request, name: string): Request {
  const headers = new Headers(request.headers);
  const kept = (request.headers.get("cookie") ?? "")
    .split(";")
    .filter((part) => part.split("=")[0]?.trim() !== name)
    .join(";");
  if (kept.trim()) headers.set("cookie", kept);
  else headers.delete("cookie");
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
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

function otherCookies(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "" && !variantCookies.has(name));
}

const bodyEnd = encoder.encode("</body>");

/** The byte offset of the document's last `</body>`, or its end. */
function bodyEndOf(document: Uint8Array): number {
  const at = Buffer.from(document.buffer, document.byteOffset, document.byteLength).lastIndexOf(bodyEnd);
  return at === -1 ? document.length : at;
}

/**
 * The kept page with a signed-in shopper's parts before `</body>`: gzip (also for clients that prefer brotli) from
 * runs compressed once around the insertion point, so only the parts are compressed per request.
 */
function personalizedResponse(entry: Entry, parts: string, acceptEncoding: string | undefined): Response {
  const middle = encoder.encode(parts);
  const identity = entry.bodies.identity;
  const headers = new Headers(entry.headers);
  headers.set("Cache-Control", "private, no-cache");
  if (!acceptsEncoding(acceptEncoding, "gzip")) {
    const body = Buffer.concat([
      identity.subarray(0, entry.personalAt),
      middle,
      identity.subarray(entry.personalAt),
    ]);
    return new Response(body, { status: entry.status, headers });
  }
  entry.gzipSplice ??= prepareGzipSplice(
    identity.subarray(0, entry.personalAt),
    identity.subarray(entry.personalAt),
  );
  headers.set("Content-Encoding", "gzip");
  return new Response(spliceGzip(entry.gzipSplice, middle), { status: entry.status, headers });
}
