import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { clearReadCache, forgetCachedAnswers } from "../lib/read-cache.ts";
import type { ApiEnv } from "./api-env.ts";
import { compressResponses } from "./middleware/compress-responses.ts";
import { pageCache } from "./page-cache.ts";
import { pageContentSecurityPolicy, policyWithScriptHashes } from "./page-content-security-policy.ts";
import { PAGE_CACHE_HEADER } from "./request/cacheable-page.ts";

/** The parts of the shopper whose session is "ann"; other sessions are no shopper's. */
async function personalize(request: Request) {
  return /session=ann/.test(request.headers.get("cookie") ?? "") ? "<p>Ann's parts</p>" : null;
}

/**
 * An app whose "page" counts its renders and prints the response's nonce, as the real pages do, and whether
 * the render saw a session cookie.
 */
function pages(seconds = 5, db: object = {}, maxBytes?: number) {
  let renders = 0;
  // Asked once a copy has been read and compressed; the copy is kept right after.
  let kept = Promise.withResolvers<void>();
  const notAfter = async () => {
    setTimeout(kept.resolve, 0);
    return Number.POSITIVE_INFINITY;
  };
  const nextKept = async () => {
    await kept.promise;
    kept = Promise.withResolvers<void>();
  };
  const app = new Hono<ApiEnv>();
  app.use(compressResponses());
  app.use(secureHeaders({ contentSecurityPolicy: pageContentSecurityPolicy, overwrite: false }));
  app.get(
    "*",
    pageCache({
      seconds,
      maxEntries: 10,
      maxBytes,
      db,
      notAfter,
      policyWithScriptHashes,
      personalCookie: "session",
      personalize,
    }),
  );
  app.get("*", (c) => {
    renders += 1;
    const nonce = c.get("secureHeadersNonce");
    const status = c.req.path === "/missing" ? 404 : 200;
    const headers: Record<string, string> = { "Content-Type": "text/html" };
    if (c.req.path !== "/private") headers[PAGE_CACHE_HEADER] = "1";
    const viewer = c.req.header("cookie")?.includes("session=") ? "personal" : "visitor";
    return c.html(
      `<body><script nonce="${nonce}">render ${renders} ${viewer}</script></body>`,
      status,
      headers,
    );
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    const bytes = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get("Content-Encoding");
    const body = (
      encoding === "br"
        ? zlib.brotliDecompressSync(bytes)
        : encoding === "gzip"
          ? zlib.gunzipSync(bytes)
          : bytes
    ).toString();
    // The copy is stored once the stream has been read to its end.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { response, body };
  };
  return { get, renders: () => renders, nextKept };
}

describe("page cache", () => {
  it("reuses an opted-in page, its inline scripts allowed by their hashes, compressed once", async () => {
    const { get, renders } = pages();
    const first = await get("/product/detail?id=1", { "Accept-Encoding": "br" });
    expect(first.response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
    const second = await get("/product/detail?id=1", { "Accept-Encoding": "gzip, br" });
    const third = await get("/product/detail?id=1", { "Accept-Encoding": "gzip" });
    const fourth = await get("/product/detail?id=1");
    expect(renders()).toBe(1);
    expect([first.body, second.body, third.body, fourth.body].every((body) => body === first.body)).toBe(
      true,
    );
    expect(second.response.headers.get("Content-Encoding")).toBe("br");
    expect(third.response.headers.get("Content-Encoding")).toBe("gzip");
    expect(fourth.response.headers.get("Content-Encoding")).toBeNull();
    const script = /<script nonce="[^"]+">(.*?)<\/script>/.exec(first.body)?.[1] ?? "";
    const hash = createHash("sha256").update(script).digest("base64");
    for (const hit of [second, third, fourth]) {
      const csp = hit.response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).not.toContain("nonce-");
      expect(hit.response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(hit.response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
      expect(hit.response.headers.has(PAGE_CACHE_HEADER)).toBe(false);
      expect(hit.response.headers.get("Age")).toBe("0");
    }
  });

  it("renders a page once for requests that come while it renders, and serves them its copy", async () => {
    const { get, renders } = pages();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get("/product/detail?id=7", { "Accept-Encoding": "gzip" })),
    );
    expect(renders()).toBe(1);
    expect(answers.every(({ body }) => body === answers[0]?.body)).toBe(true);
    // A page that may not be kept leaves no one waiting: each request renders it.
    await Promise.all(Array.from({ length: 3 }, () => get("/private")));
    expect(renders()).toBe(4);
  });

  it("drops the least recently used page once the kept bytes would pass maxBytes", async () => {
    // Each test page is kept as about 250 bytes (as rendered, brotli and gzip): one fits in 400, two do not.
    const { get, renders, nextKept } = pages(5, {}, 400);
    await get("/product/detail?id=1");
    await nextKept();
    await get("/product/detail?id=2");
    await nextKept();
    await get("/product/detail?id=2");
    expect(renders()).toBe(2);
    await get("/product/detail?id=1");
    expect(renders()).toBe(3);
  });

  it("keeps variants apart: query, device, locale cookie and browser language", async () => {
    const { get, renders } = pages();
    await get("/product/list");
    await get("/product/list?sort=priceAsc");
    await get("/product/list", { "User-Agent": "Mozilla/5.0 (iPhone) Mobile" });
    await get("/product/list", { Cookie: "site=de" });
    await get("/product/list", { "Accept-Language": "fr-FR" });
    expect(renders()).toBe(5);
    await get("/product/list", { Cookie: "site=de" });
    expect(renders()).toBe(5);
  });

  it("serves a signed-in shopper the visitors' page with their parts spliced in, never keeping their render", async () => {
    const { get, renders, nextKept } = pages();
    // Before the path is known to keep pages, a signed-in shopper's request renders as theirs and is not kept.
    const own = await get("/product/detail?id=1", { Cookie: "session=ann" });
    expect(own.body).toContain("render 1 personal");
    const visitor = await get("/product/detail?id=1");
    expect(visitor.body).toContain("render 2 visitor");
    await nextKept();
    for (const accept of ["gzip, br", ""]) {
      const signedIn = await get("/product/detail?id=1", {
        Cookie: "session=ann",
        "Accept-Encoding": accept,
      });
      expect(signedIn.body).toBe(visitor.body.replace("</body>", "<p>Ann's parts</p></body>"));
      expect(signedIn.response.headers.get("Content-Encoding")).toBe(accept ? "gzip" : null);
      expect(signedIn.response.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(signedIn.response.headers.get("Content-Security-Policy")).not.toContain("nonce-");
    }
    // A session that is no shopper's gets the visitors' page as it is.
    expect((await get("/product/detail?id=1", { Cookie: "session=expired" })).body).toBe(visitor.body);
    expect(renders()).toBe(2);
    // Data requests, other cookies and pages that did not opt in render for the shopper.
    await get("/product/detail.data?id=1", { Cookie: "session=ann" });
    await get("/product/detail?id=1", { Cookie: "session=ann; consent=1" });
    await get("/private", { Cookie: "session=ann" });
    expect(renders()).toBe(5);
  });

  it("renders the visitors' page to keep when a signed-in shopper misses a path that keeps pages", async () => {
    const { get, renders, nextKept } = pages(0.05);
    await get("/product/list");
    await nextKept();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const signedIn = await get("/product/list", { Cookie: "session=ann" });
    expect(signedIn.body).toMatch(/render 2 visitor<\/script><p>Ann's parts<\/p><\/body>/);
    expect((await get("/product/list")).body).toContain("render 2 visitor");
    expect(renders()).toBe(2);
  });

  it("always renders for a visitor with any other cookie, pages that did not opt in, and errors", async () => {
    const { get, renders } = pages();
    await get("/", { Cookie: "consent=1" });
    await get("/", { Cookie: "consent=1" });
    await get("/private");
    await get("/private");
    await get("/missing");
    await get("/missing");
    expect(renders()).toBe(6);
  });

  it("drops its pages when a catalogue write clears the database's read cache, and only that database's", async () => {
    const db = {};
    const { get, renders } = pages(5, db);
    const other = pages(5, {});
    await get("/product/detail?id=1");
    await other.get("/product/detail?id=1");
    clearReadCache(db);
    await get("/product/detail?id=1");
    await other.get("/product/detail?id=1");
    expect([renders(), other.renders()]).toEqual([2, 1]);
    forgetCachedAnswers(db, "goods-entry|us|1");
    await get("/product/detail?id=1");
    expect(renders()).toBe(3);
  });

  it("can be switched off", async () => {
    const off = pages(0);
    await off.get("/");
    await off.get("/");
    expect(off.renders()).toBe(2);
  });
});
