import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { PUBLISHED } from "../../modules/catalog/publish-state.ts";
import { setGoodsPublishState } from "../../modules/catalog/set-goods-publish-state.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
type Entry = {
  goodsRsp: { id: number; type: number; publish: number; releasedAt: string; name: string };
  goodsSpecRspList: { currPrice: number; origPrice: number | null; currencyCode: string }[];
};

describe.each(databaseKinds)("catalogue API on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
  });
  afterAll(() => database?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { ...client, ...headers } });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { ...client, "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const list = async (query: string, site = "us") => {
    const response = await get(`/api/web/goods/goods/list?${query}`, { site });
    expect(response.status).toBe(200);
    return (await response.json()).data as {
      list: Entry[];
      total: number;
      pageCount: number;
      pageNum: number;
    };
  };
  const minPrice = (entry: Entry) => Math.min(...entry.goodsSpecRspList.map((spec) => spec.currPrice));

  describe("envelope and headers", () => {
    it("answers success in the envelope with a request id", async () => {
      const response = await get("/api/web/goods/goods/list");
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Request-Id")).toMatch(/\S{8,}/);
      const body = await response.json();
      expect(body).toMatchObject({ code: 200, message: "success" });
      expect(body.data.list.length).toBeGreaterThan(0);
    });

    it("prices each site in its currency and falls back to us for an unknown site", async () => {
      const currencies = { us: "USD", gb: "GBP", de: "EUR", fr: "EUR", es: "EUR", it: "EUR", xx: "USD" };
      for (const [site, currency] of Object.entries(currencies)) {
        const page = await list("pageSize=100", site);
        expect(
          page.list.map((entry) => entry.goodsRsp.name),
          site,
        ).toContain("AeroStick S12 Pro");
        const codes = page.list.flatMap((entry) => entry.goodsSpecRspList.map((spec) => spec.currencyCode));
        expect(new Set(codes), site).toEqual(new Set([currency]));
      }
    });

    it("translates names to the site's language", async () => {
      const english = await list("pageSize=100", "us");
      const german = await list("pageSize=100", "de");
      const byId = new Map(english.list.map((entry) => [entry.goodsRsp.id, entry]));
      const translatedTaglines = german.list.filter((entry) => {
        const en = byId.get(entry.goodsRsp.id);
        return (
          en &&
          (entry.goodsRsp as unknown as { tagline: string }).tagline !==
            (en.goodsRsp as unknown as { tagline: string }).tagline
        );
      });
      expect(german.list.length).toBeGreaterThan(0);
      expect(german.list.length).toBe(english.list.length);
      expect(translatedTaglines.length).toBe(german.list.length);
    });

    it("refuses a call without a known client, in the envelope", async () => {
      for (const headers of [
        {},
        { clientId: "store-web", clientSecret: "wrong" },
        { clientId: "nope", clientSecret: "x" },
      ] as Record<string, string>[]) {
        const response = await app.request("/api/web/goods/goods/list", { headers });
        expect(response.status).toBe(403);
        const body = await response.json();
        expect(body.code).toBe(403);
        expect(body.message).toMatch(/clientId/);
      }
    });

    it("answers a repeated read from its kept bytes with the same headers, its own id, and new ones after a write", async () => {
      const path = "/api/web/goods/goods/list?pageSize=3&sort=priceAsc";
      const first = await get(path, { site: "gb" });
      const again = await get(path, { site: "gb" });
      expect(again.headers.get("Age")).toMatch(/^\d+$/);
      expect(first.headers.get("Age")).toBeNull();
      expect(again.headers.get("X-Request-Id")).not.toBe(first.headers.get("X-Request-Id"));
      const withoutOwn = (response: Response) =>
        [...response.headers].filter(([name]) => !["x-request-id", "age", "content-length"].includes(name));
      expect(withoutOwn(again)).toEqual(withoutOwn(first));
      expect(again.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
      const kept = await again.json();
      expect(kept).toEqual(await first.json());

      const refused = await app.request(path, {
        headers: { clientId: "store-web", clientSecret: "wrong", site: "gb" },
      });
      expect(refused.status).toBe(403);

      const cheapest = kept.data.list[0].goodsRsp.id as number;
      await setGoodsPublishState(database.db, { goodsId: cheapest, publish: 0 }, async () => {});
      try {
        const after = await (await get(path, { site: "gb" })).json();
        expect(after.data.list.map((entry: Entry) => entry.goodsRsp.id)).not.toContain(cheapest);
      } finally {
        await setGoodsPublishState(database.db, { goodsId: cheapest, publish: PUBLISHED }, async () => {});
      }
    });

    it("answers an unknown API path with 404 in the envelope, translated", async () => {
      const response = await get("/api/web/goods/goods/nothing", { site: "de" });
      expect(response.status).toBe(404);
      const body = await response.json();
      expect(body).toMatchObject({ code: 404, data: null });
      expect(body.message.length).toBeGreaterThan(5);
      const english = await (await get("/api/web/goods/goods/nothing", { site: "us" })).json();
      expect(english.message).toBe("This API path does not exist.");
    });
  });

  describe("GET /goods/list", () => {
    it("sorts by newest release first by default", async () => {
      const { list: entries } = await list("pageSize=100");
      const dates = entries.map((entry) => Date.parse(entry.goodsRsp.releasedAt));
      expect(dates.length).toBeGreaterThan(1);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it("sorts by lowest price up and down", async () => {
      const up = (await list("sort=priceAsc&pageSize=100")).list.map(minPrice);
      const down = (await list("sort=priceDesc&pageSize=100")).list.map(minPrice);
      expect(up.length).toBeGreaterThan(1);
      expect(down).toHaveLength(up.length);
      expect(up[0]).toBeLessThan(up.at(-1) ?? 0);
      expect([...up].sort((a, b) => a - b)).toEqual(up);
      expect([...down].sort((a, b) => b - a)).toEqual(down);
    });

    it("lists only published products of the type, with a total and pages", async () => {
      const all = await list("pageSize=100");
      expect(all.list.every((entry) => entry.goodsRsp.type === 1 && entry.goodsRsp.publish === 1)).toBe(true);
      expect(all.list.length).toBe(all.total);
      expect(all.list.map((entry) => entry.goodsRsp.name)).toContain("AeroSweep R9 Pro");
      expect(all.list.map((entry) => entry.goodsRsp.name)).not.toContain("AeroSweep R4");
      const paged = await list("pageSize=5&pageNum=2");
      expect(paged.list).toHaveLength(5);
      expect(paged.total).toBe(all.total);
      expect(paged.pageCount).toBe(Math.ceil(all.total / 5));
      expect(paged.list.map((entry) => entry.goodsRsp.id)).toEqual(
        all.list.slice(5, 10).map((entry) => entry.goodsRsp.id),
      );
      const beyond = await list("pageSize=5&pageNum=99");
      expect(beyond.list).toEqual([]);
      expect(beyond.total).toBe(all.total);
    });

    it("filters by category and lists accessories", async () => {
      const all = await list("pageSize=100");
      const detail = await (await get(`/api/web/goods/goods/details?id=${all.list[0]?.goodsRsp.id}`)).json();
      const categoryId = detail.data.category.id;
      const filtered = await list(`categoryId=${categoryId}&pageSize=100`);
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.total).toBeLessThan(all.total);
      expect(
        filtered.list.every(
          (entry) => (entry.goodsRsp as unknown as { categoryId: number }).categoryId === categoryId,
        ),
      ).toBe(true);
      const accessories = await list("type=2&pageSize=100");
      expect(accessories.total).toBeGreaterThanOrEqual(20);
      expect(accessories.list.every((entry) => entry.goodsRsp.type === 2)).toBe(true);
    });

    it("rejects bad query values with 400 and the field errors", async () => {
      for (const query of [
        "sort=cheapest",
        "pageSize=0",
        "pageNum=-1",
        "categoryId=abc",
        "type=3",
        "pageSize=1000",
      ]) {
        const response = await get(`/api/web/goods/goods/list?${query}`);
        expect(response.status, query).toBe(400);
        const body = await response.json();
        expect(body.code).toBe(400);
        expect(body.data.fields.length).toBeGreaterThan(0);
        expect(body.data.fields[0].field).toBe(query.split("=")[0]);
      }
    });
  });

  describe("GET /goods/get and /goods/details", () => {
    it("answers one product with its specs and the detail texts", async () => {
      const { list: entries } = await list("pageSize=1");
      const id = entries[0]?.goodsRsp.id;
      const one = await (await get(`/api/web/goods/goods/get?id=${id}`, { site: "fr" })).json();
      expect(one.data.goodsRsp.id).toBe(id);
      expect(one.data.goodsSpecRspList[0].currencyCode).toBe("EUR");
      const details = await (await get(`/api/web/goods/goods/details?id=${id}`, { site: "fr" })).json();
      expect(details.data.goodsRsp.name).toBe(one.data.goodsRsp.name);
      expect(details.data.specifications.length).toBeGreaterThan(3);
      expect(details.data.images.length).toBeGreaterThan(0);
      expect(details.data.category.name).toBeTruthy();
    });

    it("answers a delisted product with publish 0", async () => {
      const all = await list("pageSize=100");
      const listed = new Set(all.list.map((entry) => entry.goodsRsp.id));
      let delisted: { publish: number } | null = null;
      for (let id = 1; id <= 80 && !delisted; id++) {
        if (listed.has(id)) continue;
        const response = await get(`/api/web/goods/goods/get?id=${id}`);
        if (response.status !== 200) continue;
        const body = await response.json();
        if (body.data.goodsRsp.type === 1) delisted = body.data.goodsRsp;
      }
      expect(delisted?.publish).toBe(0);
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      const missing = await get("/api/web/goods/goods/details?id=999999");
      expect(missing.status).toBe(404);
      expect((await missing.json()).code).toBe(404);
      for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
        const response = await get(`/api/web/goods/goods/get?id=${id}`);
        expect(response.status, id).toBe(400);
      }
      const none = await get("/api/web/goods/goods/get");
      expect(none.status).toBe(400);
      expect((await none.json()).data.fields[0]).toEqual({ field: "id", message: "Please give a valid id." });
    });
  });

  describe("POST /goods/batchDetails", () => {
    it("answers accessoryList and goodsList for the local cart lines, dropping unknown ones", async () => {
      const products = await list("pageSize=2");
      const accessories = await list("type=2&pageSize=2");
      const productId = products.list[0]?.goodsRsp.id ?? 0;
      const accessoryId = accessories.list[0]?.goodsRsp.id ?? 0;
      const response = await post(
        "/api/web/goods/goods/batchDetails",
        {
          productIdAndTypes: [
            { id: productId, type: 1 },
            { id: accessoryId, type: 2 },
            { id: productId, type: 1 },
            { id: 999999, type: 1 },
            { id: accessoryId, type: 1 },
          ],
        },
        { site: "gb" },
      );
      expect(response.status).toBe(200);
      const { data } = await response.json();
      expect(data.goodsList.map((entry: Entry) => entry.goodsRsp.id)).toEqual([productId]);
      expect(data.goodsList[0].goodsSpecRspList[0].currencyCode).toBe("GBP");
      expect(data.accessoryList).toHaveLength(1);
      expect(data.accessoryList[0]).toMatchObject({ id: accessoryId, publish: 1 });
      expect(Object.keys(data.accessoryList[0]).sort()).toEqual(
        ["accessorySpecRsps", "description", "id", "img", "name", "publish"].sort(),
      );
    });

    it("rejects a bad body with 400", async () => {
      for (const body of [
        {},
        { productIdAndTypes: [] },
        { productIdAndTypes: [{ id: "x", type: 1 }] },
        "{not json",
      ]) {
        const response = await post("/api/web/goods/goods/batchDetails", body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await response.json()).code).toBe(400);
      }
    });
  });

  describe("banners, best sellers, sites, countries", () => {
    it("lists the banners of a position in the site's language", async () => {
      const english = await (await get("/api/web/goods/goods/banner/list?position=home_top")).json();
      const italian = await (
        await get("/api/web/goods/goods/banner/list?position=home_top", { site: "it" })
      ).json();
      expect(english.data.length).toBeGreaterThan(0);
      expect(italian.data.map((banner: { id: number }) => banner.id)).toEqual(
        english.data.map((banner: { id: number }) => banner.id),
      );
      expect(italian.data[0].title).not.toBe(english.data[0].title);
      expect((await get("/api/web/goods/goods/banner/list")).status).toBe(400);
      expect((await (await get("/api/web/goods/goods/banner/list?position=nowhere")).json()).data).toEqual(
        [],
      );
    });

    it("lists best sellers in rank order", async () => {
      const body = await (await get("/api/web/goods/goods/getHot?limit=4")).json();
      expect(body.data.length).toBe(4);
      expect(body.data.every((entry: Entry) => entry.goodsRsp.publish === 1)).toBe(true);
    });

    it("lists the six sites plus jp, and the countries in a language", async () => {
      const sites = (await (await get("/api/web/homepage/homepage/sites", { site: "de" })).json()).data;
      expect(sites.map((site: { site: string }) => site.site)).toEqual([
        "us",
        "gb",
        "de",
        "fr",
        "es",
        "it",
        "jp",
      ]);
      expect(sites.find((site: { site: string }) => site.site === "gb")).toMatchObject({
        label: "UK",
        flag: "gb",
        currencyCode: "GBP",
      });
      expect(sites.find((site: { site: string }) => site.site === "de").countryName).toBe("Deutschland");
      expect(sites.find((site: { site: string }) => site.site === "jp").available).toBe(false);
      const countries = (await (await get("/api/web/login/countrys?lang=fr")).json()).data;
      expect(countries).toContainEqual(expect.objectContaining({ abbr: "DE", name: "Allemagne" }));
      expect(countries).toHaveLength(6);
      // A language that is no language (found by the API fuzzing) is English, not a server error.
      for (const lang of ["__proto__", "toString", "xx"]) {
        const response = await get(`/api/web/login/countrys?lang=${lang}`);
        expect(response.status, `${lang}: ${await response.clone().text()}`).toBe(200);
        expect((await response.json()).data).toContainEqual(
          expect.objectContaining({ abbr: "DE", name: "Germany" }),
        );
      }
    });
  });

  it("publishes the OpenAPI document of these calls and a readable page", async () => {
    const document = await (await app.request("/api/docs/openapi.json")).json();
    expect(document.openapi).toBe("3.1.0");
    for (const path of [
      "/api/web/goods/goods/list",
      "/api/web/goods/goods/get",
      "/api/web/goods/goods/details",
      "/api/web/goods/goods/batchDetails",
      "/api/web/goods/goods/banner/list",
      "/api/web/goods/goods/getHot",
      "/api/web/homepage/homepage/sites",
      "/api/web/login/countrys",
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    // Every /api/web operation documents the headers readApiHeaders checks; payment providers' notifications
    // carry none (they are checked by signature).
    const operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>
      >,
    )
      .filter(([path]) => path.startsWith("/api/web/") && !path.startsWith("/api/web/pay/notify/"))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${path}`, operation })),
      );
    expect(operations.length).toBeGreaterThan(30);
    for (const { at, operation } of operations) {
      const headers = (operation.parameters ?? []).filter((parameter) => parameter.in === "header");
      expect({ at, headers: headers.filter((h) => h.required).map((h) => h.name) }).toEqual({
        at,
        headers: ["clientId", "clientSecret"],
      });
    }
    const page = await app.request("/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/api/web/goods/goods/batchDetails");
  });

  it("sets the security headers on every response, HSTS only when the store is served over https", async () => {
    const response = await get("/api/web/goods/goods/list");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const overHttps = createApp({ db: database.db, servedOverHttps: true });
    const secure = await overHttps.request("/api/web/goods/goods/list", { headers: client });
    expect(secure.status).toBe(200);
    expect(secure.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(secure.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
