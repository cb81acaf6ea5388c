import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { sites } from "../../lib/sites.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { findGoodsManual } from "./find-goods-manual.ts";
import { listFittedProducts } from "./list-fitted-products.ts";
import { listFittingAccessories } from "./list-fitting-accessories.ts";
import { listRelatedGoods } from "./list-related-goods.ts";
import { listSizeAdvice } from "./list-size-advice.ts";
import { PUBLISHED } from "./publish-state.ts";
import { readGoodsManual } from "./read-goods-manual.ts";
import { categories, goods } from "./tables.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-extras-"));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.each(databaseKinds)("detail screen use-cases on %s", (kind: DatabaseKind) => {
  let database: Database;
  const slugs = new Map<number, string>();
  const idOf = (slug: string) => {
    for (const [id, candidate] of slugs) if (candidate === slug) return id;
    throw new Error(`no goods ${slug}`);
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    for (const row of await database.db.select({ id: goods.id, slug: goods.slug }).from(goods))
      slugs.set(row.id, row.slug);
  });
  afterAll(() => database?.close());

  it("lists the size advice of robot vacuums on us only, group 1 first", async () => {
    const [robots] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, "robot-vacuums"));
    const advice = await listSizeAdvice(database.db, sites.us, robots?.id ?? 0);
    expect(advice).toEqual([
      {
        groupKey: 1,
        entries: [
          { textKey: "i18n_product_size_advice_small", value: 120 },
          { textKey: "i18n_product_size_advice_medium", value: 150 },
          { textKey: "i18n_product_size_advice_large", value: 150 },
        ],
      },
      {
        groupKey: 0,
        entries: [
          { textKey: "i18n_product_size_advice_small", value: 100 },
          { textKey: "i18n_product_size_advice_medium", value: 110 },
          { textKey: "i18n_product_size_advice_large", value: 120 },
        ],
      },
    ]);
    expect(await listSizeAdvice(database.db, sites.de, robots?.id ?? 0)).toEqual([]);
  });

  it("finds the manual in the language, else in English, else none", async () => {
    const robot = idOf("aerosweep-r5");
    expect(await findGoodsManual(database.db, robot, "it")).toMatchObject({
      lang: "it",
      file: "aerosweep-r5-it.pdf",
    });
    const fryer = idOf("crispair-f9-dual");
    expect(await findGoodsManual(database.db, fryer, "es")).toMatchObject({ lang: "en" });
    expect(await findGoodsManual(database.db, fryer, "de")).toMatchObject({ lang: "de" });
    expect(await findGoodsManual(database.db, idOf("hepa-filter-aerosweep"), "en")).toBeNull();
    const read = await readGoodsManual(database.db, robot, "fr");
    expect(read?.content.length).toBe(read?.bytes);
  });

  it("lists the accessories that fit a product, published only, with their consumable flag", async () => {
    const accessories = await listFittingAccessories(database.db, sites.de, idOf("aerosweep-r7-max"));
    const found = accessories.map(({ entry }) => slugs.get(entry.goods.id));
    expect(found).toContain("hepa-filter-aerosweep");
    expect(accessories.every(({ entry }) => entry.goods.publish === PUBLISHED)).toBe(true);
    expect(
      accessories.find(({ entry }) => slugs.get(entry.goods.id) === "hepa-filter-aerosweep")?.consumable,
    ).toBe(true);
    expect(accessories.some(({ consumable }) => !consumable)).toBe(true);
    expect(accessories.every(({ entry }) => entry.specs[0]?.currencyCode === "EUR")).toBe(true);
  });

  it("lists the products an accessory fits, delisted ones included", async () => {
    const products = await listFittedProducts(database.db, sites.us, idOf("hepa-filter-aerosweep"));
    expect(products.map((entry) => slugs.get(entry.goods.id)).sort()).toEqual([
      "aerosweep-r4",
      "aerosweep-r5",
      "aerosweep-r7-max",
      "aerosweep-r9-pro",
    ]);
    expect(products.at(-1)?.goods.publish).not.toBe(PUBLISHED);
  });

  it("recommends other goods of the same category on sale, never the product itself", async () => {
    const self = idOf("aerosweep-r5");
    const related = await listRelatedGoods(database.db, sites.us, self, 4);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    for (const entry of related) {
      expect(entry.goods.id).not.toBe(self);
      expect(slugs.get(entry.goods.id)).toMatch(/^aerosweep-/);
      expect(entry.goods.publish).toBe(PUBLISHED);
    }
    expect(await listRelatedGoods(database.db, sites.us, 999_999, 4)).toEqual([]);
  });
});
