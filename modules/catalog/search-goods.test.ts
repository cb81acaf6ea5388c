import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { clearReadCache } from "../../lib/read-cache.ts";
import { type SiteCode, sites } from "../../lib/sites.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { GOODS_TYPE } from "./goods-type.ts";
import { PUBLISHED } from "./publish-state.ts";
import { refreshSearchIndex } from "./refresh-search-index.ts";
import { searchGoods } from "./search-goods.ts";
import { goods, goodsTranslations } from "./tables.ts";

describe.each(databaseKinds)("searchGoods on %s", (kind: DatabaseKind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
  });
  afterAll(() => database?.close());

  const search = (keyword: string, site: SiteCode = "us", page = 1, pageSize = 24) =>
    searchGoods(database.db, sites[site], { keyword, page, pageSize });
  const names = async (keyword: string, site: SiteCode = "us") =>
    (await search(keyword, site)).list.map((entry) => entry.goods.name);
  const categoryOf = async (slug: string) => {
    const [row] = await database.db
      .select({ categoryId: goods.categoryId })
      .from(goods)
      .where(eq(goods.slug, slug));
    return row?.categoryId;
  };

  it("finds goods by name and puts the best name match first", async () => {
    const result = await search("AeroSweep R9 Pro");
    expect(result.list[0]?.goods.name).toBe("AeroSweep R9 Pro");
    expect(result.total).toBe(result.list.length);
    expect(result.recommended).toEqual([]);
  });

  it("finds words of the category, tagline, specifications and description", async () => {
    const robots = await categoryOf("aerosweep-r9-pro");
    const result = await search("robot vacuum");
    expect(result.total).toBeGreaterThan(1);
    // Every word must match: robot vacuums, not every vacuum.
    for (const entry of result.list) expect(entry.goods.categoryId).toBe(robots);
    expect((await names("HEPA")).some((name) => /HEPA/.test(name))).toBe(true);
  });

  it("tolerates typos and word forms in English", async () => {
    const exact = await search("vacuum");
    expect(exact.total).toBeGreaterThan(3);
    const typo = await search("vaccum");
    expect(typo.list.map((entry) => entry.goods.id)).toEqual(exact.list.map((entry) => entry.goods.id));
    expect((await search("vacuums")).total).toBe(exact.total);
    expect((await names("fliter")).some((name) => /Filter/.test(name))).toBe(true);
  });

  it("stems and fixes German words, compounds included", async () => {
    const cordless = await categoryOf("aerostick-s6");
    for (const keyword of ["Staubsauger", "staubsaugers", "Staubsaugr", "Staubsuager", "STAUBSAUGER"]) {
      const result = await search(keyword, "de");
      expect(result.total, keyword).toBeGreaterThan(2);
      expect(result.list[0]?.goods.categoryId, keyword).toBe(cordless);
    }
    expect((await names("Saugroboter", "de")).length).toBeGreaterThan(2);
  });

  it("stems and fixes French words and ignores accents", async () => {
    const fryers = await categoryOf("crispair-f6-view");
    for (const keyword of ["friteuse", "friteuses", "frteuse", "FRITEUSE"]) {
      const result = await search(keyword, "fr");
      expect(result.total, keyword).toBeGreaterThan(3);
      expect(
        result.list.some((entry) => entry.goods.categoryId === fryers),
        keyword,
      ).toBe(true);
    }
    expect((await search("pâtisserie", "fr")).total).toBe((await search("patisserie", "fr")).total);
  });

  it("answers in the site's language: gb reads English, de German", async () => {
    expect((await search("vacuum", "gb")).total).toBe((await search("vacuum", "us")).total);
    expect((await search("Staubsauger", "us")).total).toBe(0);
    // The German index does not hold the English words.
    expect((await search("vacuum", "de")).total).toBe(0);
    const german = await search("Filter", "de");
    expect(german.list.some((entry) => entry.goods.name.includes("für"))).toBe(true);
    expect(german.list[0]?.specs[0]?.currencyCode).toBe("EUR");
  });

  it("leaves delisted goods out", async () => {
    const [delisted] = await database.db
      .select({ id: goods.id, name: goodsTranslations.name })
      .from(goods)
      .innerJoin(
        goodsTranslations,
        and(eq(goodsTranslations.goodsId, goods.id), eq(goodsTranslations.lang, "en")),
      )
      .where(and(ne(goods.publish, PUBLISHED), eq(goods.type, GOODS_TYPE.product)))
      .limit(1);
    if (!delisted) throw new Error("the demo catalogue has no delisted product");
    const result = await search(delisted.name);
    expect(result.list.map((entry) => entry.goods.id)).not.toContain(delisted.id);
    for (const entry of result.list) expect(entry.goods.publish).toBe(PUBLISHED);
    // The words do match it: published, the same search finds it.
    const setPublish = async (publish: number) => {
      await database.db.update(goods).set({ publish }).where(eq(goods.id, delisted.id));
      await refreshSearchIndex(database.db, [delisted.id]);
      clearReadCache(database.db);
    };
    await setPublish(PUBLISHED);
    try {
      expect((await search(delisted.name)).list[0]?.goods.id).toBe(delisted.id);
    } finally {
      await setPublish(0);
    }
  });

  it("pages through the matches with the result length", async () => {
    const all = await search("vacuum");
    const first = await search("vacuum", "us", 1, 3);
    const second = await search("vacuum", "us", 2, 3);
    expect(first.total).toBe(all.total);
    expect(first.pageCount).toBe(Math.ceil(all.total / 3));
    expect([...first.list, ...second.list].map((entry) => entry.goods.id)).toEqual(
      all.list.slice(0, 6).map((entry) => entry.goods.id),
    );
    const past = await search("vacuum", "us", 50, 3);
    expect(past.list).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it("recommends best sellers when nothing matches, and survives odd input", async () => {
    for (const keyword of [
      "zzqxv",
      "'; drop table goods; --",
      "!!! ???",
      "a",
      "(vacuum | filter) & !robot:*",
      "\\x00%_",
    ]) {
      const result = await search(keyword);
      if (result.total > 0) {
        expect(result.list.length, keyword).toBeGreaterThan(0);
        continue;
      }
      expect(result.list, keyword).toEqual([]);
      expect(result.recommended.length, keyword).toBeGreaterThan(0);
      for (const entry of result.recommended) expect(entry.goods.type).toBe(GOODS_TYPE.product);
    }
    expect((await search("zzqxv")).recommended.length).toBeGreaterThan(0);
    // Query syntax is read as words: every word must match, operators mean nothing.
    const plain = await search("robot filter");
    expect(plain.total).toBeGreaterThan(0);
    expect((await search("(robot | !filter):*")).total).toBe(plain.total);
  });

  it("follows a text change after refreshSearchIndex", async () => {
    const [product] = await database.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.publish, PUBLISHED), eq(goods.type, GOODS_TYPE.product)))
      .limit(1);
    const id = product?.id ?? 0;
    await database.db
      .update(goodsTranslations)
      .set({ tagline: "The Zyklonator edition" })
      .where(and(eq(goodsTranslations.goodsId, id), eq(goodsTranslations.lang, "en")));
    await refreshSearchIndex(database.db, [id]);
    clearReadCache(database.db);
    const found = await search("zyklonatr");
    expect(found.list.map((entry) => entry.goods.id)).toEqual([id]);
  });
});
