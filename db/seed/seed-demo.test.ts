import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCodes, sites } from "../../lib/sites.ts";
import { GOODS_TYPE } from "../../modules/catalog/goods-type.ts";
import { PUBLISHED } from "../../modules/catalog/publish-state.ts";
import {
  accessoryFits,
  accessoryTypes,
  accessoryTypeTranslations,
  banners,
  bannerTranslations,
  categories,
  categoryTranslations,
  goods,
  goodsImages,
  goodsSpecs,
  goodsSpecTranslations,
  goodsTranslations,
  specPrices,
} from "../../modules/catalog/tables.ts";
import { contentPages, contentPageTranslations } from "../../modules/content/tables.ts";
import { mediaKeyPattern } from "../../modules/media/media-paths.ts";
import { openTestDatabase } from "../../tests/setup/test-databases.ts";
import type { Database, Db } from "../client.ts";
import { demoLangs, formatSpecValue } from "./demo-catalog.ts";
import {
  type AccessoryDrawing,
  drawAccessoryImage,
  drawArticleImage,
  drawBannerImage,
  drawProductImage,
  type ProductDrawing,
} from "./draw-demo-image.ts";
import { seedDemo } from "./seed-demo.ts";

/** USD price band of each category, in cents. */
const usdBands: Record<string, [number, number]> = {
  "robot-vacuums": [299_00, 1299_00],
  "cordless-vacuums": [199_00, 699_00],
  "wet-dry-vacuums": [249_00, 799_00],
  "air-fryers": [79_00, 249_00],
};

async function loadAll(db: Db) {
  const [
    goodsRows,
    goodsTexts,
    specs,
    specTexts,
    prices,
    images,
    fits,
    categoryRows,
    categoryTexts,
    typeRows,
    typeTexts,
    bannerRows,
    bannerTexts,
    pages,
    pageTexts,
  ] = await Promise.all([
    db.select().from(goods),
    db.select().from(goodsTranslations),
    db.select().from(goodsSpecs),
    db.select().from(goodsSpecTranslations),
    db.select().from(specPrices),
    db.select().from(goodsImages),
    db.select().from(accessoryFits),
    db.select().from(categories),
    db.select().from(categoryTranslations),
    db.select().from(accessoryTypes),
    db.select().from(accessoryTypeTranslations),
    db.select().from(banners),
    db.select().from(bannerTranslations),
    db.select().from(contentPages),
    db.select().from(contentPageTranslations),
  ]);
  return {
    goodsRows,
    goodsTexts,
    specs,
    specTexts,
    prices,
    images,
    fits,
    categoryRows,
    categoryTexts,
    typeRows,
    typeTexts,
    bannerRows,
    bannerTexts,
    pages,
    pageTexts,
  };
}

/** Asserts that every id has exactly one row in each content language. */
function expectAllLangs(ids: number[], rows: { id: number; lang: string }[]) {
  for (const id of ids) {
    const langs = rows.filter((row) => row.id === id).map((row) => row.lang);
    expect(langs.sort(), `translations of ${id}`).toEqual([...demoLangs].sort());
  }
}

describe("demo catalogue seed", () => {
  let database: Database;
  let first: { seeded: boolean };
  let data: Awaited<ReturnType<typeof loadAll>>;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    first = await seedDemo(database.db, { withMedia: false });
    data = await loadAll(database.db);
  });
  afterAll(() => database?.close());

  const products = () => data.goodsRows.filter((row) => row.type === GOODS_TYPE.product);
  const accessories = () => data.goodsRows.filter((row) => row.type === GOODS_TYPE.accessory);
  const specsOf = (goodsId: number) => data.specs.filter((spec) => spec.goodsId === goodsId);

  it("seeds an empty database", () => {
    expect(first).toEqual({ seeded: true });
  });

  it("has at least 12 products across the 4 categories, 3 or more in each", () => {
    expect(products().length).toBeGreaterThanOrEqual(12);
    expect(data.categoryRows.map((row) => row.slug).sort()).toEqual(Object.keys(usdBands).sort());
    for (const category of data.categoryRows) {
      expect(products().filter((row) => row.categoryId === category.id).length).toBeGreaterThanOrEqual(3);
    }
    expect(products().every((row) => row.categoryId !== null && row.accessoryTypeId === null)).toBe(true);
  });

  it("has at least 24 accessories across at least 5 types", () => {
    expect(accessories().length).toBeGreaterThanOrEqual(24);
    expect(data.typeRows.length).toBeGreaterThanOrEqual(6);
    const usedTypes = new Set(accessories().map((row) => row.accessoryTypeId));
    expect(usedTypes.size).toBeGreaterThanOrEqual(5);
    expect(accessories().every((row) => row.accessoryTypeId !== null && row.categoryId === null)).toBe(true);
    expect(accessories().some((row) => row.consumable)).toBe(true);
  });

  it("translates every goods row, spec, category, type, banner and page into all five languages", () => {
    expectAllLangs(
      data.goodsRows.map((row) => row.id),
      data.goodsTexts.map((row) => ({ id: row.goodsId, lang: row.lang })),
    );
    expectAllLangs(
      data.specs.map((row) => row.id),
      data.specTexts.map((row) => ({ id: row.specId, lang: row.lang })),
    );
    expectAllLangs(
      data.categoryRows.map((row) => row.id),
      data.categoryTexts.map((row) => ({ id: row.categoryId, lang: row.lang })),
    );
    expectAllLangs(
      data.typeRows.map((row) => row.id),
      data.typeTexts.map((row) => ({ id: row.accessoryTypeId, lang: row.lang })),
    );
    expectAllLangs(
      data.bannerRows.map((row) => row.id),
      data.bannerTexts.map((row) => ({ id: row.bannerId, lang: row.lang })),
    );
    expectAllLangs(
      data.pages.map((row) => row.id),
      data.pageTexts.map((row) => ({ id: row.pageId, lang: row.lang })),
    );
  });

  it("has real translations, not English copies, and complete detail texts", () => {
    for (const row of data.goodsRows) {
      const texts = data.goodsTexts.filter((text) => text.goodsId === row.id);
      const english = texts.find((text) => text.lang === "en");
      for (const text of texts) {
        expect(text.description.length, row.slug).toBeGreaterThan(60);
        expect(text.highlights.length, row.slug).toBeGreaterThanOrEqual(3);
        expect(text.includedItems.length, row.slug).toBeGreaterThanOrEqual(1);
        expect(text.specifications.length, row.slug).toBeGreaterThanOrEqual(row.type === 1 ? 6 : 3);
        if (text.lang === "en") continue;
        expect(text.tagline, `${row.slug} ${text.lang}`).not.toBe(english?.tagline);
        expect(text.description, `${row.slug} ${text.lang}`).not.toBe(english?.description);
        expect(text.specifications[0]?.label, `${row.slug} ${text.lang}`).not.toBe(
          english?.specifications[0]?.label,
        );
      }
      if (row.type === GOODS_TYPE.product) expect(new Set(texts.map((text) => text.name)).size).toBe(1);
    }
  });

  it("localises numbers and units in the specification table", () => {
    expect(formatSpecValue({ qty: 0.45, unit: "L" }, "en")).toBe("0.45 L");
    expect(formatSpecValue({ qty: 0.45, unit: "L" }, "de")).toBe("0,45 l");
    expect(formatSpecValue({ qty: 12000, unit: "Pa" }, "it")).toBe("12.000 Pa");
    expect(formatSpecValue({ qty: 5000, unit: "Pa" }, "fr")).toMatch(/^5\s000 Pa$/u);
    expect(formatSpecValue({ qty: 120, unit: "min", upTo: true }, "es")).toBe("hasta 120 min");
    expect(formatSpecValue({ dims: [353, 350, 98], unit: "mm" }, "de")).toBe("353 × 350 × 98 mm");
  });

  it("prices every spec on all six sites in the site's currency", () => {
    for (const spec of data.specs) {
      const rows = data.prices.filter((price) => price.specId === spec.id);
      expect(rows.map((row) => row.site).sort(), spec.sku).toEqual([...siteCodes].sort());
      for (const row of rows) {
        expect(row.currency, `${spec.sku} ${row.site}`).toBe(sites[row.site as keyof typeof sites].currency);
        expect(row.currPrice).toBeGreaterThan(0);
        if (row.origPrice !== null) expect(row.origPrice, spec.sku).toBeGreaterThan(row.currPrice);
      }
      const usd = rows.find((row) => row.site === "us");
      const gbp = rows.find((row) => row.site === "gb");
      expect(gbp?.currPrice, spec.sku).toBeLessThan(usd?.currPrice ?? 0);
    }
    const discounted = data.specs.filter((spec) =>
      data.prices.some((price) => price.specId === spec.id && price.origPrice !== null),
    );
    expect(discounted.length / data.specs.length).toBeGreaterThan(0.3);
    expect(discounted.length / data.specs.length).toBeLessThan(0.7);
  });

  it("keeps prices in realistic bands", () => {
    const categorySlug = new Map(data.categoryRows.map((row) => [row.id, row.slug]));
    for (const row of data.goodsRows) {
      for (const spec of specsOf(row.id)) {
        const rows = data.prices.filter((price) => price.specId === spec.id);
        if (row.type === GOODS_TYPE.product) {
          const [low, high] = usdBands[categorySlug.get(row.categoryId ?? 0) ?? ""] ?? [0, 0];
          const usd = rows.find((price) => price.site === "us");
          expect(usd?.currPrice, spec.sku).toBeGreaterThanOrEqual(low);
          expect(usd?.origPrice ?? usd?.currPrice, spec.sku).toBeLessThanOrEqual(high);
        } else {
          for (const price of rows) {
            expect(price.currPrice, `${spec.sku} ${price.site}`).toBeGreaterThanOrEqual(9_00);
            expect(price.origPrice ?? price.currPrice, `${spec.sku} ${price.site}`).toBeLessThanOrEqual(
              89_00,
            );
          }
        }
      }
    }
  });

  it("delists one product and at least one accessory", () => {
    expect(products().filter((row) => row.publish !== PUBLISHED)).toHaveLength(1);
    expect(accessories().filter((row) => row.publish !== PUBLISHED).length).toBeGreaterThanOrEqual(1);
  });

  it("has sold-out products and accessories, and single sold-out specs", () => {
    const soldOut = (row: { id: number }) => specsOf(row.id).every((spec) => spec.stock === 0);
    expect(products().filter(soldOut).length).toBeGreaterThanOrEqual(2);
    expect(accessories().filter(soldOut).length).toBeGreaterThanOrEqual(1);
    const partly = data.goodsRows.filter(
      (row) => !soldOut(row) && specsOf(row.id).some((spec) => spec.stock === 0),
    );
    expect(partly.length).toBeGreaterThanOrEqual(3);
    for (const row of data.goodsRows) expect(specsOf(row.id).length, row.slug).toBeGreaterThanOrEqual(1);
    expect(new Set(data.specs.map((spec) => spec.sku)).size).toBe(data.specs.length);
  });

  it("ranks best sellers 1..N and spreads releases over 2024 to 2026", () => {
    const ranks = products()
      .map((row) => row.salesRank)
      .filter((rank) => rank !== null)
      .sort((a, b) => a - b);
    expect(ranks.length).toBeGreaterThanOrEqual(6);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
    const dates = products().map((row) => row.releasedAt.getTime());
    expect(new Set(dates).size).toBe(dates.length);
    expect(new Set(products().map((row) => row.releasedAt.getUTCFullYear()))).toEqual(
      new Set([2024, 2025, 2026]),
    );
  });

  it("gives every product at least two fitting accessories", () => {
    const productIds = new Set(products().map((row) => row.id));
    const accessoryIds = new Set(accessories().map((row) => row.id));
    for (const fit of data.fits) {
      expect(productIds.has(fit.productId)).toBe(true);
      expect(accessoryIds.has(fit.accessoryId)).toBe(true);
    }
    for (const row of products()) {
      expect(data.fits.filter((fit) => fit.productId === row.id).length, row.slug).toBeGreaterThanOrEqual(2);
    }
    for (const row of accessories()) {
      expect(
        data.fits.some((fit) => fit.accessoryId === row.id),
        row.slug,
      ).toBe(true);
    }
  });

  it("gives goods galleries with valid media keys, and spec images to the spec's own goods", () => {
    for (const row of data.goodsRows) {
      const gallery = data.images.filter((image) => image.goodsId === row.id && image.specId === null);
      expect(gallery.length, row.slug).toBeGreaterThanOrEqual(row.type === GOODS_TYPE.product ? 2 : 1);
    }
    for (const image of data.images) {
      expect(image.media).toMatch(mediaKeyPattern);
      if (image.specId !== null)
        expect(data.specs.find((spec) => spec.id === image.specId)?.goodsId).toBe(image.goodsId);
    }
    expect(data.images.some((image) => image.specId !== null)).toBe(true);
    expect(new Set(data.images.map((image) => image.media)).size).toBe(data.images.length);
    // Legal documents are text only; every other page has its picture.
    const illustrated = data.pages.filter((row) => row.kind !== "legal");
    for (const key of [...data.bannerRows.map((row) => row.media), ...illustrated.map((row) => row.media)])
      expect(key).toMatch(mediaKeyPattern);
  });

  it("links banners to product detail pages by resolved id", () => {
    const positions = data.bannerRows.map((row) => row.position);
    expect(positions.filter((position) => position === "home_top")).toHaveLength(3);
    expect(positions.filter((position) => position === "product_list")).toHaveLength(1);
    for (const banner of data.bannerRows) {
      const id = Number(/^\/product\/detail\?id=(\d+)$/.exec(banner.link)?.[1]);
      expect(banner.goodsId).toBe(id);
      expect(products().find((row) => row.id === id)?.publish).toBe(PUBLISHED);
    }
    const titles = data.bannerTexts.filter((text) => text.bannerId === data.bannerRows[0]?.id);
    expect(new Set(titles.map((text) => text.title)).size).toBe(5);
  });

  it("has four articles and the about-our-design page with resolved links", () => {
    const articles = data.pages.filter((page) => page.kind === "article");
    expect(articles).toHaveLength(4);
    const about = data.pages.find((page) => page.slug === "about-our-design");
    expect(about?.kind).toBe("page");
    for (const text of data.pageTexts) {
      expect(text.blocks.length).toBeGreaterThanOrEqual(3);
      for (const block of text.blocks) if (block.kind === "link") expect(block.href).not.toMatch(/[{}]/);
      if (text.pageId === about?.id)
        expect(text.blocks).toContainEqual(expect.objectContaining({ kind: "link", href: "/product/list" }));
    }
  });

  it("seeds nothing the second time", async () => {
    const counts = (all: Awaited<ReturnType<typeof loadAll>>) =>
      Object.fromEntries(Object.entries(all).map(([name, rows]) => [name, rows.length]));
    const before = counts(data);
    expect(await seedDemo(database.db, { withMedia: false })).toEqual({ seeded: false });
    expect(counts(await loadAll(database.db))).toEqual(before);
  });
});

describe("demo images", () => {
  const productKinds: ProductDrawing[] = ["robot", "stick", "wet-dry", "air-fryer"];
  const accessoryKinds: AccessoryDrawing[] = [
    "filter",
    "brush-roll",
    "side-brush",
    "mop-pad",
    "bag",
    "battery",
    "liner",
    "basket",
    "pan",
    "rack",
  ];

  it("renders a product and a banner through sharp at their sizes", async () => {
    const product = await sharp(Buffer.from(drawProductImage("robot", "black", 0)))
      .png()
      .toBuffer();
    expect(await sharp(product).metadata()).toMatchObject({ width: 1200, height: 1200 });
    const banner = await sharp(Buffer.from(drawBannerImage("air-fryer", "sage", 1)))
      .png()
      .toBuffer();
    expect(await sharp(banner).metadata()).toMatchObject({ width: 1600, height: 640 });
  });

  it("draws valid SVG for every kind and view", async () => {
    const drawings = [
      ...productKinds.flatMap((kind) => [0, 1, 2].map((view) => drawProductImage(kind, "white", view))),
      ...accessoryKinds.flatMap((kind) => [0, 1, 2].map((view) => drawAccessoryImage(kind, "grey", view))),
    ];
    for (const svg of drawings) {
      expect(svg).not.toMatch(/NaN|undefined|<text/);
      expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 1200, height: 1200 });
    }
    for (const kind of productKinds) {
      expect(await sharp(Buffer.from(drawBannerImage(kind, "grey"))).metadata()).toMatchObject({
        width: 1600,
        height: 640,
      });
      expect(await sharp(Buffer.from(drawArticleImage(kind, "silver"))).metadata()).toMatchObject({
        width: 1600,
        height: 900,
      });
    }
  });
});
