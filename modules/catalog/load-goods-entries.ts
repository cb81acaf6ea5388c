import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { computeEffectivePrice } from "./compute-effective-price.ts";
import type { GoodsEntry, GoodsSpec } from "./goods-entry.ts";
import { dealKey, loadDealSchedule } from "./load-deal-schedule.ts";
import {
  goods,
  goodsImages,
  goodsSpecs,
  goodsSpecTranslations,
  goodsTranslations,
  specPrices,
} from "./tables.ts";

/**
 * The card data of the given goods on a site, keyed by id, in three queries whatever the count. Goods
 * with no spec priced on the site are not sold there and are left out. Prices are the ones in force at `now`
 * (a running flash deal replaces the regular price).
 */
export async function loadGoodsEntries(
  db: Db,
  ids: number[],
  site: Site,
  now = new Date(),
): Promise<Map<number, GoodsEntry>> {
  const entries = new Map<number, GoodsEntry>();
  if (ids.length === 0) return entries;

  const [rows, specs, images, deals] = await Promise.all([
    db
      .select({
        id: goods.id,
        type: goods.type,
        slug: goods.slug,
        publish: goods.publish,
        categoryId: goods.categoryId,
        accessoryTypeId: goods.accessoryTypeId,
        releasedAt: goods.releasedAt,
        name: goodsTranslations.name,
        tagline: goodsTranslations.tagline,
        description: goodsTranslations.description,
      })
      .from(goods)
      .innerJoin(
        goodsTranslations,
        and(eq(goodsTranslations.goodsId, goods.id), eq(goodsTranslations.lang, site.lang)),
      )
      .where(inArray(goods.id, ids)),
    db
      .select({
        id: goodsSpecs.id,
        goodsId: goodsSpecs.goodsId,
        abbr: goodsSpecs.abbr,
        stock: goodsSpecs.stock,
        name: goodsSpecTranslations.name,
        currPrice: specPrices.currPrice,
        origPrice: specPrices.origPrice,
        currency: specPrices.currency,
      })
      .from(goodsSpecs)
      .innerJoin(specPrices, and(eq(specPrices.specId, goodsSpecs.id), eq(specPrices.site, site.code)))
      .leftJoin(
        goodsSpecTranslations,
        and(eq(goodsSpecTranslations.specId, goodsSpecs.id), eq(goodsSpecTranslations.lang, site.lang)),
      )
      .where(inArray(goodsSpecs.goodsId, ids))
      .orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id)),
    db
      .select({ goodsId: goodsImages.goodsId, media: goodsImages.media })
      .from(goodsImages)
      .where(inArray(goodsImages.goodsId, ids))
      .orderBy(asc(goodsImages.sort), asc(goodsImages.id)),
    loadDealSchedule(db),
  ]);

  const specsByGoods = new Map<number, GoodsSpec[]>();
  for (const spec of specs) {
    const list = specsByGoods.get(spec.goodsId) ?? [];
    const price = computeEffectivePrice(spec, deals.bySpec.get(dealKey(spec.id, site.code)) ?? [], now);
    list.push({
      id: spec.id,
      specAbbr: spec.abbr,
      name: spec.name ?? spec.abbr,
      currPrice: price.currPrice,
      origPrice: price.origPrice,
      dealEndsAt: price.deal?.endsAt.toISOString() ?? null,
      currencyCode: spec.currency,
      inStock: spec.stock > 0,
    });
    specsByGoods.set(spec.goodsId, list);
  }
  const firstImage = new Map<number, string>();
  for (const image of images) if (!firstImage.has(image.goodsId)) firstImage.set(image.goodsId, image.media);

  for (const row of rows) {
    const specList = specsByGoods.get(row.id);
    if (!specList) continue;
    entries.set(row.id, {
      goods: {
        id: row.id,
        type: row.type,
        slug: row.slug,
        name: row.name,
        tagline: row.tagline,
        description: row.description,
        img: firstImage.get(row.id) ?? "",
        publish: row.publish,
        inStock: specList.some((spec) => spec.inStock),
        categoryId: row.categoryId,
        accessoryTypeId: row.accessoryTypeId,
        releasedAt: row.releasedAt.toISOString(),
      },
      specs: specList,
    });
  }
  return entries;
}

/** The entries in the order of `ids`, skipping the ones not sold on the site. */
export function inOrder(ids: number[], entries: Map<number, GoodsEntry>): GoodsEntry[] {
  return ids.flatMap((id) => {
    const entry = entries.get(id);
    return entry ? [entry] : [];
  });
}
