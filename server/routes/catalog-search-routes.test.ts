import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
const searchPath = "/api/web/goods/goods/search";
type Entry = {
  goodsRsp: { id: number; name: string; publish: number; type: number };
  goodsSpecRspList: { currencyCode: string }[];
};
type Result = {
  keyword: string;
  list: Entry[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  recommended: Entry[];
};

describe.each(databaseKinds)("search API on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    // Migrating and seeding take long on a busy machine.
  }, 180_000);
  afterAll(() => database?.close());

  const get = (query: string, site = "us") =>
    app.request(`${searchPath}?${query}`, { headers: { ...client, site } });
  const search = async (keyword: string, site = "us", extra = "") => {
    const response = await get(`keyword=${encodeURIComponent(keyword)}${extra}`, site);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ code: 200, message: "success" });
    return body.data as Result;
  };

  it("answers matches with the result length, in the envelope", async () => {
    const result = await search("vacuum");
    expect(result.keyword).toBe("vacuum");
    expect(result.total).toBeGreaterThan(3);
    expect(result.list.length).toBe(result.total);
    expect(result.page).toBe(1);
    expect(result.pageCount).toBe(1);
    expect(result.recommended).toEqual([]);
    for (const entry of result.list) {
      expect(entry.goodsRsp.publish).toBe(1);
      expect(entry.goodsSpecRspList[0]?.currencyCode).toBe("USD");
    }
  });

  it("searches in the language of the site header and prices in its currency", async () => {
    const german = await search("Staubsauger", "de");
    expect(german.total).toBeGreaterThan(2);
    expect(german.list[0]?.goodsSpecRspList[0]?.currencyCode).toBe("EUR");
    expect((await search("Staubsauger", "us")).total).toBe(0);
    const french = await search("frteuse", "fr");
    expect(french.total).toBeGreaterThan(3);
    expect((await search("vaccum", "gb")).total).toBe((await search("vacuum", "us")).total);
    expect((await search("vaccum", "gb")).list[0]?.goodsSpecRspList[0]?.currencyCode).toBe("GBP");
  });

  it("pages with page and pageSize", async () => {
    const all = await search("vacuum");
    const second = await search("vacuum", "us", "&page=2&pageSize=2");
    expect(second.page).toBe(2);
    expect(second.pageSize).toBe(2);
    expect(second.pageCount).toBe(Math.ceil(all.total / 2));
    expect(second.list.map((entry) => entry.goodsRsp.id)).toEqual(
      all.list.slice(2, 4).map((entry) => entry.goodsRsp.id),
    );
  });

  it("recommends best sellers when nothing matches", async () => {
    const result = await search("qqqxxzz");
    expect(result.total).toBe(0);
    expect(result.list).toEqual([]);
    expect(result.recommended.length).toBeGreaterThan(0);
    for (const entry of result.recommended) expect(entry.goodsRsp.type).toBe(1);
  });

  it("answers 400 'Please enter a search keyword' for a missing, empty or blank keyword", async () => {
    for (const query of ["", "keyword=", "keyword=%20%20%09", "page=1"]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.code).toBe(400);
      expect(body.message, query).toBe("Please enter a search keyword");
      expect(body.data.fields[0]).toEqual({ field: "keyword", message: "Please enter a search keyword" });
    }
    const german = await (await get("keyword=", "de")).json();
    expect(german.message).toBe(catalogues.de.i18n_search_keyword_required);
  });

  it("answers 400 for a keyword over 100 characters and bad paging values", async () => {
    const long = await get(`keyword=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe(catalogues.us.i18n_search_keyword_too_long);
    for (const extra of ["&page=0", "&page=abc", "&pageSize=1000", "&pageSize=-1"]) {
      const response = await get(`keyword=vacuum${extra}`);
      expect(response.status, extra).toBe(400);
      expect((await response.json()).data.fields[0].field, extra).toBe(extra.slice(1).split("=")[0]);
    }
  });

  it("answers odd and SQL-like keywords cleanly", async () => {
    for (const keyword of [
      "'; drop table goods; --",
      "vacuum' OR '1'='1",
      "%_\\",
      "<script>alert(1)</script>",
      "😀🧹",
      "a & b | !c:*",
      "ß",
      "\u0000x",
    ]) {
      const response = await get(`keyword=${encodeURIComponent(keyword)}`);
      expect([200, 400], keyword).toContain(response.status);
      const body = await response.json();
      if (response.status === 200) expect(Array.isArray(body.data.list), keyword).toBe(true);
    }
    expect((await search("vacuum")).total).toBeGreaterThan(3);
  });

  it("is described in the OpenAPI document", async () => {
    const document = await (await app.request("/api/docs/openapi.json")).json();
    const operation = document.paths[searchPath]?.get;
    expect(operation).toBeDefined();
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(["keyword", "page", "pageSize", "site"]),
    );
  });
});
