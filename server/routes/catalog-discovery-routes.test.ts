import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { goods } from "../../modules/catalog/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
type Spec = {
  id: number;
  currPrice: number;
  origPrice: number | null;
  dealEndsAt: string | null;
  inStock: boolean;
};
type Entry = {
  goodsRsp: {
    id: number;
    type: number;
    publish: number;
    inStock: boolean;
    categoryId: number | null;
    slug: string;
  };
  goodsSpecRspList: Spec[];
};
type CompareItem = Entry & { specifications: { label: string; value: string }[] };

describe.each(databaseKinds)("comparison, deals and alternatives API on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  const slugs = new Map<string, number>();

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    for (const row of await database.db.select({ id: goods.id, slug: goods.slug }).from(goods))
      slugs.set(row.slug, row.id);
  });
  afterAll(() => database?.close());

  const get = async (path: string, site = "us") => {
    const response = await app.request(`/api/web/goods/goods${path}`, { headers: { ...client, site } });
    return { status: response.status, body: await response.json() };
  };
  const id = (slug: string) => {
    const found = slugs.get(slug);
    if (!found) throw new Error(`no ${slug}`);
    return found;
  };
  const minPrice = (entry: Entry) => Math.min(...entry.goodsSpecRspList.map((spec) => spec.currPrice));

  describe("GET /compare/list", () => {
    it("lists the published products of the category with translated specification rows", async () => {
      const categoryId = (await get(`/details?id=${id("aerosweep-r7-max")}`)).body.data.category.id;
      const english = await get(`/compare/list?categoryId=${categoryId}`);
      expect(english.status).toBe(200);
      const list = english.body.data.goodsList as CompareItem[];
      expect(english.body.data.category).toMatchObject({ id: categoryId, name: "Robot vacuums" });
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(
        list.every((item) => item.goodsRsp.categoryId === categoryId && item.goodsRsp.publish === 1),
      ).toBe(true);
      expect(list.map((item) => item.goodsRsp.id)).not.toContain(id("aerosweep-r4"));
      expect(list.every((item) => item.specifications.length > 3)).toBe(true);
      const german = await get(`/compare/list?categoryId=${categoryId}`, "de");
      expect(german.body.data.category.name).toBe("Saugroboter");
      expect((german.body.data.goodsList as CompareItem[])[0]?.specifications[0]?.label).not.toBe(
        list[0]?.specifications[0]?.label,
      );
      expect((german.body.data.goodsList as CompareItem[])[0]?.goodsSpecRspList[0]).toMatchObject({
        currencyCode: "EUR",
      });
    });

    it("answers 404 for an unknown category and 400 for a malformed one, translated", async () => {
      const missing = await get("/compare/list?categoryId=999999", "de");
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 404, data: null });
      expect(missing.body.message).toBe("Diese Kategorie gibt es nicht.");
      for (const query of [
        "",
        "?categoryId=",
        "?categoryId=abc",
        "?categoryId=0",
        "?categoryId=-1",
        "?categoryId=1.5",
      ]) {
        const bad = await get(`/compare/list${query}`);
        expect(bad.status, query).toBe(400);
        expect(bad.body.data.fields[0]).toEqual({
          field: "categoryId",
          message: "Please choose a valid category.",
        });
      }
    });
  });

  describe("GET /compare/itemList", () => {
    it("answers one product's comparison column, delisted ones with publish 0", async () => {
      const item = await get(`/compare/itemList?id=${id("aerosweep-r9-pro")}`, "fr");
      expect(item.status).toBe(200);
      expect(item.body.data.goodsRsp.id).toBe(id("aerosweep-r9-pro"));
      expect(item.body.data.specifications.length).toBeGreaterThan(3);
      expect(item.body.data.goodsSpecRspList[0].currencyCode).toBe("EUR");
      const delisted = await get(`/compare/itemList?id=${id("aerosweep-r4")}`);
      expect(delisted.body.data.goodsRsp.publish).toBe(0);
    });

    it("answers 404 for unknown ids and accessories, 400 for malformed ids", async () => {
      expect((await get("/compare/itemList?id=999999")).status).toBe(404);
      expect((await get(`/compare/itemList?id=${id("hepa-filter-aerosweep")}`)).status).toBe(404);
      for (const query of ["", "?id=x", "?id=0"])
        expect((await get(`/compare/itemList${query}`)).status).toBe(400);
    });
  });

  describe("GET /getAlternative", () => {
    it("offers in-stock, published goods of the same category, closest in price first", async () => {
      const delisted = (await get(`/get?id=${id("aerosweep-r4")}`)).body.data as Entry;
      const { status, body } = await get(`/getAlternative?id=${id("aerosweep-r4")}`);
      expect(status).toBe(200);
      const alternatives = body.data as Entry[];
      expect(alternatives.length).toBeGreaterThan(0);
      for (const entry of alternatives) {
        expect(entry.goodsRsp.categoryId).toBe(delisted.goodsRsp.categoryId);
        expect(entry.goodsRsp.publish).toBe(1);
        expect(entry.goodsRsp.inStock).toBe(true);
        expect(entry.goodsRsp.id).not.toBe(delisted.goodsRsp.id);
      }
      // aerosweep-r5 is sold out: never an alternative.
      expect(alternatives.map((entry) => entry.goodsRsp.id)).not.toContain(id("aerosweep-r5"));
      const distances = alternatives.map((entry) => Math.abs(minPrice(entry) - minPrice(delisted)));
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    });

    it("finds alternatives for a sold-out accessory among its type", async () => {
      const { body } = await get(`/getAlternative?id=${id("battery-aquaglide")}`);
      const source = (await get(`/get?id=${id("battery-aquaglide")}`)).body.data;
      expect(body.data.length).toBeGreaterThan(0);
      for (const entry of body.data as (Entry & { goodsRsp: { accessoryTypeId: number } })[]) {
        expect(entry.goodsRsp.accessoryTypeId).toBe(source.goodsRsp.accessoryTypeId);
        expect(entry.goodsRsp.inStock).toBe(true);
      }
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      expect((await get("/getAlternative?id=999999")).status).toBe(404);
      expect((await get("/getAlternative?id=abc")).status).toBe(400);
      expect((await get("/getAlternative")).status).toBe(400);
    });
  });

  describe("GET /list with accessoryTypeIds", () => {
    it("lists the accessories of any of the given types and rejects a malformed list", async () => {
      const all = (await get("/list?type=2&pageSize=100")).body.data.list as (Entry & {
        goodsRsp: { accessoryTypeId: number };
      })[];
      const [first, second] = [...new Set(all.map((entry) => entry.goodsRsp.accessoryTypeId))];
      const { body } = await get(`/list?type=2&pageSize=100&accessoryTypeIds=${first},${second}`);
      const types = new Set(
        (body.data.list as { goodsRsp: { accessoryTypeId: number } }[]).map(
          (entry) => entry.goodsRsp.accessoryTypeId,
        ),
      );
      expect([...types].sort()).toEqual([first, second].sort());
      expect(body.data.total).toBe(
        all.filter((entry) => [first, second].includes(entry.goodsRsp.accessoryTypeId)).length,
      );
      for (const value of ["x", "1,,2", "1;2", ""]) {
        const bad = await get(`/list?type=2&accessoryTypeIds=${value}`);
        expect(bad.status, value).toBe(400);
        expect(bad.body.data.fields[0].field).toBe("accessoryTypeIds");
      }
    });
  });

  describe("flash deals", () => {
    it("lists the running deals with deal price, regular price struck and window end", async () => {
      const { status, body } = await get("/flashDeals", "gb");
      expect(status).toBe(200);
      const deals = body.data as { specId: number; endsAt: string; startsAt: string; goods: Entry }[];
      expect(deals.length).toBeGreaterThanOrEqual(3);
      const now = Date.now();
      for (const deal of deals) {
        expect(Date.parse(deal.startsAt)).toBeLessThanOrEqual(now);
        expect(Date.parse(deal.endsAt)).toBeGreaterThan(now);
        const spec = deal.goods.goodsSpecRspList.find((candidate) => candidate.id === deal.specId);
        expect(spec?.dealEndsAt).toBe(deal.endsAt);
        expect(spec?.origPrice).toBeGreaterThan(spec?.currPrice ?? 0);
      }
      expect(deals.map((deal) => deal.endsAt)).toEqual(deals.map((deal) => deal.endsAt).sort());
      // The expired and the future demo deal are not running.
      const dealGoods = deals.map((deal) => deal.goods.goodsRsp.slug);
      expect(dealGoods).not.toContain("aquaglide-w5-max");
      expect(dealGoods).not.toContain("aquaglide-w3");
    });

    it("shows the deal price in the list, the detail and the cart-line data alike", async () => {
      const [deal] = (await get("/flashDeals")).body.data as { specId: number; goods: Entry }[];
      if (!deal) throw new Error("no running deal");
      const goodsId = deal.goods.goodsRsp.id;
      const dealSpec = deal.goods.goodsSpecRspList.find((spec) => spec.id === deal.specId);
      const details = (await get(`/details?id=${goodsId}`)).body.data as Entry;
      expect(details.goodsSpecRspList.find((spec) => spec.id === deal.specId)).toEqual(dealSpec);
      const type = deal.goods.goodsRsp.type;
      const list = (await get(`/list?type=${type}&pageSize=100`)).body.data.list as Entry[];
      const listed = list.find((entry) => entry.goodsRsp.id === goodsId);
      expect(listed?.goodsSpecRspList.find((spec) => spec.id === deal.specId)).toEqual(dealSpec);
      const response = await app.request("/api/web/goods/goods/batchDetails", {
        method: "POST",
        headers: { ...client, "Content-Type": "application/json" },
        body: JSON.stringify({ productIdAndTypes: [{ id: goodsId, type }] }),
      });
      const batch = (await response.json()).data;
      const entry =
        type === 1 ? batch.goodsList[0].goodsSpecRspList : batch.accessoryList[0].accessorySpecRsps;
      expect(entry.find((spec: Spec) => spec.id === deal.specId)).toEqual(dealSpec);
    });

    it("sorts the list by the price in force, deals included", async () => {
      const up = ((await get("/list?sort=priceAsc&pageSize=100")).body.data.list as Entry[]).map(minPrice);
      expect([...up].sort((a, b) => a - b)).toEqual(up);
    });

    it("documents the new calls in the OpenAPI document", async () => {
      const document = await (await app.request("/api/docs/openapi.json")).json();
      for (const path of ["compare/list", "compare/itemList", "getAlternative", "flashDeals"])
        expect(Object.keys(document.paths)).toContain(`/api/web/goods/goods/${path}`);
      expect(document.components.schemas.CompareItem).toBeTruthy();
      expect(document.components.schemas.GoodsSpec.properties.dealEndsAt).toBeTruthy();
    });
  });
});
