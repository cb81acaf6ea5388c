import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { clearReadCache, forgetCachedAnswers } from "../lib/read-cache.ts";
import type { ApiEnv } from "./api-env.ts";
import { pageCache } from "./page-cache.ts";
import { PAGE_CACHE_HEADER } from "./request/cacheable-page.ts";

/** An app whose "page" counts its renders and prints the response's nonce, as the real pages do. */
function pages(seconds = 5, db: object = {}) {
  let renders = 0;
  const app = new Hono<ApiEnv>();
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: [NONCE] } }));
  app.get("*", pageCache({ seconds, maxEntries: 10, db }));
  app.get("*", (c) => {
    renders += 1;
    const nonce = c.get("secureHeadersNonce");
    const status = c.req.path === "/missing" ? 404 : 200;
    const headers: Record<string, string> = { "Content-Type": "text/html" };
    if (c.req.path !== "/private") headers[PAGE_CACHE_HEADER] = "1";
    return c.html(`<script nonce="${nonce}">render ${renders}</script>`, status, headers);
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    const body = await response.text();
    // The copy is stored once the stream has been read to its end.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { response, body };
  };
  return { get, renders: () => renders };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("page cache", () => {
  it("reuses an opted-in page and gives it the nonce of the new response", async () => {
    const { get, renders } = pages();
    const first = await get("/product/detail?id=1");
    const second = await get("/product/detail?id=1");
    expect(renders()).toBe(1);
    expect(second.body).toContain("render 1");
    const nonce = nonceOf(second.response.headers.get("Content-Security-Policy"));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.response.headers.get("Content-Security-Policy")));
    expect(second.body).toContain(`nonce="${nonce}"`);
    expect(second.response.headers.has(PAGE_CACHE_HEADER)).toBe(false);
    expect(second.response.headers.get("Age")).toBe("0");
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

  it("always renders for a visitor with any other cookie, pages that did not opt in, and errors", async () => {
    const { get, renders } = pages();
    await get("/", { Cookie: "session=abc" });
    await get("/", { Cookie: "session=abc" });
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
