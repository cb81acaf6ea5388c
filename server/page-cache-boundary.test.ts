import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "./api-env.ts";
import { pageCache } from "./page-cache.ts";
import { policyWithScriptHashes } from "./page-content-security-policy.ts";
import { PAGE_CACHE_HEADER } from "./request/cacheable-page.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("page cache and flash-deal boundaries", () => {
  it("keeps no page past the next moment a price changes", async () => {
    let renders = 0;
    const boundary = Date.now() + 1000;
    // Asked once a copy has been read and compressed; the copy is kept right after.
    let kept = Promise.withResolvers<void>();
    const notAfter = async () => {
      setTimeout(kept.resolve, 0);
      return boundary;
    };
    const app = new Hono<ApiEnv>();
    app.get("*", pageCache({ seconds: 30, maxEntries: 10, notAfter, policyWithScriptHashes }));
    app.get("*", (c) => {
      renders += 1;
      return c.html(`render ${renders}`, 200, { [PAGE_CACHE_HEADER]: "1" });
    });
    const get = async () => (await app.request("/product/deals")).text();

    expect(await get()).toBe("render 1");
    await kept.promise;
    kept = Promise.withResolvers<void>();
    expect(await get()).toBe("render 1");
    await pause(Math.max(0, boundary - Date.now()) + 20);
    // Well within the 30 s the cache would keep it, but the boundary has passed.
    expect(await get()).toBe("render 2");
  });
});
