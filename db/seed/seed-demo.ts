import fs from "node:fs/promises";
import os from "node:os";
import { eq, sql } from "drizzle-orm";
import { type SiteCode, siteCodes, sites } from "../../lib/sites.ts";
import { GOODS_TYPE } from "../../modules/catalog/goods-type.ts";
import { refreshSearchIndex } from "../../modules/catalog/refresh-search-index.ts";
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
import { masterPath } from "../../modules/media/media-paths.ts";
import { storeMediaMaster } from "../../modules/media/store-media-master.ts";
import { supportEntries } from "../../modules/support/tables.ts";
import type { Db, Tx } from "../client.ts";
import {
  type DemoPrices,
  type DemoSpec,
  demoAccessories,
  demoAccessoryTypes,
  demoBanners,
  demoCategories,
  demoContentPages,
  demoLangs,
  demoProducts,
  type PricePair,
  specificationRows,
} from "./demo-catalog.ts";
import {
  type AccessoryDrawing,
  type DrawColour,
  drawAccessoryImage,
  drawArticleImage,
  drawBannerImage,
  drawProductImage,
  type ProductDrawing,
} from "./draw-demo-image.ts";
import { seedChoose } from "./seed-choose.ts";
import { seedDeals } from "./seed-deals.ts";
import { addMissingLegalPages } from "./seed-legal-pages.ts";
import { seedProductExtras } from "./seed-product-extras.ts";
import { seedReviews } from "./seed-reviews.ts";
import { seedSupport } from "./seed-support.ts";

/** A media key the seed refers to and how to draw its image. */
type MediaJob = { key: string; draw: () => string };

/** Any constant: seeds starting together take turns, and the later one finds the catalogue present. */
const SEED_LOCK_KEY = 727_002;
const PRODUCT_VIEWS = 3;

/**
 * Fills an empty catalogue with the demo data in one transaction, then (with `withMedia`) draws every
 * image it refers to that is not in the media store yet. A catalogue that has goods is left alone; the legal
 * pages are added to any database that lacks them, and the demo support centre to a demo catalogue seeded
 * before it existed.
 */
export async function seedDemo(db: Db, options: { withMedia: boolean }): Promise<{ seeded: boolean }> {
  const { media, seeded } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await addMissingLegalPages(tx);
    const [existing] = await tx.select({ id: goods.id }).from(goods).limit(1);
    if (!existing) return { media: await insertCatalogue(tx), seeded: true };
    const [helped] = await tx.select({ id: supportEntries.id }).from(supportEntries).limit(1);
    const [demo] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.slug, demoProducts[0]?.slug ?? ""));
    return { media: !helped && demo ? await seedSupport(tx) : [], seeded: false };
  });
  if (options.withMedia) await renderMedia(media);
  return { seeded };
}

/** The price pair of a site: us and gb have their own currency, a euro site its own price or the shared one. */
export function sitePrice(prices: DemoPrices, site: SiteCode): PricePair {
  if (site === "us") return prices.usd;
  if (site === "gb") return prices.gbp;
  return prices[site] ?? prices.eur;
}

async function insertCatalogue(tx: Tx): Promise<MediaJob[]> {
  const media: MediaJob[] = [];

  const categoryIds = idMap(
    await tx
      .insert(categories)
      .values(demoCategories.map((category, sort) => ({ slug: category.slug, sort })))
      .returning({ id: categories.id, key: categories.slug }),
  );
  await tx.insert(categoryTranslations).values(
    demoCategories.flatMap((category) =>
      demoLangs.map((lang) => ({
        categoryId: lookup(categoryIds, category.slug),
        lang,
        name: category.names[lang],
      })),
    ),
  );
  const categoryDrawing = new Map(demoCategories.map((category) => [category.slug, category.drawing]));

  const typeIds = idMap(
    await tx
      .insert(accessoryTypes)
      .values(demoAccessoryTypes.map((type, sort) => ({ slug: type.slug, sort })))
      .returning({ id: accessoryTypes.id, key: accessoryTypes.slug }),
  );
  await tx.insert(accessoryTypeTranslations).values(
    demoAccessoryTypes.flatMap((type) =>
      demoLangs.map((lang) => ({
        accessoryTypeId: lookup(typeIds, type.slug),
        lang,
        name: type.names[lang],
      })),
    ),
  );

  const goodsIds = idMap(
    await tx
      .insert(goods)
      .values([
        ...demoProducts.map((product) => ({
          type: GOODS_TYPE.product,
          slug: product.slug,
          categoryId: lookup(categoryIds, product.category),
          publish: product.publish,
          releasedAt: new Date(product.releasedAt),
          salesRank: product.salesRank,
        })),
        ...demoAccessories.map((accessory) => ({
          type: GOODS_TYPE.accessory,
          slug: accessory.slug,
          accessoryTypeId: lookup(typeIds, accessory.type),
          publish: accessory.publish,
          consumable: accessory.consumable,
          releasedAt: new Date(accessory.releasedAt),
        })),
      ])
      .returning({ id: goods.id, key: goods.slug }),
  );

  await tx.insert(goodsTranslations).values([
    ...demoProducts.flatMap((product) =>
      demoLangs.map((lang) => ({
        goodsId: lookup(goodsIds, product.slug),
        lang,
        name: product.name,
        ...product.texts[lang],
        specifications: specificationRows(product.specifications, lang),
      })),
    ),
    ...demoAccessories.flatMap((accessory) =>
      demoLangs.map((lang) => ({
        goodsId: lookup(goodsIds, accessory.slug),
        lang,
        ...accessory.texts[lang],
        specifications: specificationRows(accessory.specifications, lang),
      })),
    ),
  ]);

  const allSpecs: { slug: string; spec: DemoSpec; sort: number }[] = [
    ...demoProducts,
    ...demoAccessories,
  ].flatMap((item) => item.specs.map((spec, sort) => ({ slug: item.slug, spec, sort })));
  const specIds = idMap(
    await tx
      .insert(goodsSpecs)
      .values(
        allSpecs.map(({ slug, spec, sort }) => ({
          goodsId: lookup(goodsIds, slug),
          sku: spec.sku,
          abbr: spec.abbr,
          sort,
          stock: spec.stock,
        })),
      )
      .returning({ id: goodsSpecs.id, key: goodsSpecs.sku }),
  );
  await tx
    .insert(goodsSpecTranslations)
    .values(
      allSpecs.flatMap(({ spec }) =>
        demoLangs.map((lang) => ({ specId: lookup(specIds, spec.sku), lang, name: spec.names[lang] })),
      ),
    );
  await tx.insert(specPrices).values(
    allSpecs.flatMap(({ spec }) =>
      siteCodes.map((site) => {
        const [currPrice, origPrice] = sitePrice(spec.prices, site);
        if (origPrice !== null && origPrice <= currPrice)
          throw new Error(`Spec ${spec.sku} on ${site}: the original price must exceed the current one`);
        return {
          specId: lookup(specIds, spec.sku),
          site,
          currency: sites[site].currency,
          currPrice,
          origPrice,
        };
      }),
    ),
  );

  const images: { goodsId: number; specId: number | null; sort: number; media: string }[] = [];
  const addGallery = (
    slug: string,
    specs: DemoSpec[],
    views: number,
    draw: (colour: DrawColour, view: number) => string,
  ) => {
    const goodsId = lookup(goodsIds, slug);
    const main = specs[0]?.colour ?? "grey";
    for (let view = 0; view < views; view++) {
      const key = `goods/${slug}-${view}`;
      images.push({ goodsId, specId: null, sort: view, media: key });
      media.push({ key, draw: () => draw(main, view) });
    }
    // Specs in another colour than the gallery get a picture of their own.
    const seen = new Set<DrawColour>([main]);
    let sort = views;
    for (const spec of specs) {
      if (seen.has(spec.colour)) continue;
      seen.add(spec.colour);
      const key = `goods/${slug}-${spec.colour}`;
      images.push({ goodsId, specId: lookup(specIds, spec.sku), sort: sort++, media: key });
      media.push({ key, draw: () => draw(spec.colour, 0) });
    }
  };
  for (const product of demoProducts) {
    const drawing: ProductDrawing = categoryDrawing.get(product.category) ?? "robot";
    addGallery(product.slug, product.specs, PRODUCT_VIEWS, (colour, view) =>
      drawProductImage(drawing, colour, view),
    );
  }
  for (const accessory of demoAccessories) {
    const drawing: AccessoryDrawing = accessory.drawing;
    addGallery(accessory.slug, accessory.specs, accessory.images, (colour, view) =>
      drawAccessoryImage(drawing, colour, view),
    );
  }
  await tx.insert(goodsImages).values(images);

  await tx.insert(accessoryFits).values(
    demoAccessories.flatMap((accessory) =>
      accessory.fits.map((slug) => ({
        accessoryId: lookup(goodsIds, accessory.slug),
        productId: lookup(goodsIds, slug),
      })),
    ),
  );

  media.push(...(await seedReviews(tx, goodsIds)));
  const refs = { goods: goodsIds, category: categoryIds };
  const bannerIds = idMap(
    await tx
      .insert(banners)
      .values(
        demoBanners.map((banner) => {
          const goodsSlug = /\{goods:([a-z0-9-]+)\}/.exec(banner.link)?.[1];
          return {
            position: banner.position,
            site: null,
            sort: banner.sort,
            media: `banners/${banner.name}`,
            link: resolveRefs(banner.link, refs),
            goodsId: goodsSlug ? lookup(goodsIds, goodsSlug) : null,
          };
        }),
      )
      .returning({ id: banners.id, key: banners.media }),
  );
  await tx.insert(bannerTranslations).values(
    demoBanners.flatMap((banner) =>
      demoLangs.map((lang) => ({
        bannerId: lookup(bannerIds, `banners/${banner.name}`),
        lang,
        ...banner.texts[lang],
      })),
    ),
  );
  demoBanners.forEach((banner, index) => {
    media.push({
      key: `banners/${banner.name}`,
      draw: () => drawBannerImage(banner.picture.drawing, banner.picture.colour, index),
    });
  });

  const pageIds = idMap(
    await tx
      .insert(contentPages)
      .values(
        demoContentPages.map((page) => ({
          slug: page.slug,
          kind: page.kind,
          media: `content/${page.slug}`,
          publishedAt: new Date(page.publishedAt),
        })),
      )
      .returning({ id: contentPages.id, key: contentPages.slug }),
  );
  await tx.insert(contentPageTranslations).values(
    demoContentPages.flatMap((page) =>
      demoLangs.map((lang) => ({
        pageId: lookup(pageIds, page.slug),
        lang,
        title: page.texts[lang].title,
        summary: page.texts[lang].summary,
        blocks: page.texts[lang].blocks.map((block) =>
          block.kind === "link" ? { ...block, href: resolveRefs(block.href, refs) } : block,
        ),
      })),
    ),
  );
  demoContentPages.forEach((page, index) => {
    media.push({
      key: `content/${page.slug}`,
      draw: () => drawArticleImage(page.picture.drawing, page.picture.colour, index),
    });
  });

  await seedProductExtras(tx);
  media.push(...(await seedSupport(tx)));
  await seedDeals(tx, new Date());
  await seedChoose(tx);
  // Last: indexes the texts of every goods written above for search.
  await refreshSearchIndex(tx);
  return media;
}

function idMap(rows: { id: number; key: string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

function lookup(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo seed refers to unknown "${key}"`);
  return id;
}

/** Replaces `{goods:<slug>}` and `{category:<slug>}` with the ids they were given. */
function resolveRefs(text: string, refs: Record<"goods" | "category", Map<string, number>>): string {
  return text.replace(/\{(goods|category):([a-z0-9-]+)\}/g, (_, kind: "goods" | "category", slug: string) =>
    String(lookup(refs[kind], slug)),
  );
}

/** Draws the images whose master is missing, a few at a time (sharp runs each on its own thread). */
async function renderMedia(jobs: MediaJob[]): Promise<void> {
  const missing: MediaJob[] = [];
  for (const job of jobs) {
    const present = await fs.access(masterPath(job.key)).then(
      () => true,
      () => false,
    );
    if (!present) missing.push(job);
  }
  let next = 0;
  const worker = async () => {
    for (let job = missing[next++]; job; job = missing[next++]) {
      await storeMediaMaster(job.key, Buffer.from(job.draw()));
    }
  };
  const workers = Math.max(1, Math.min(os.availableParallelism(), 4));
  await Promise.all(Array.from({ length: workers }, worker));
}
