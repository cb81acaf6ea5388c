import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { priceCacheMs } from "./load-deal-schedule.ts";
import { loadGoodsEntries } from "./load-goods-entries.ts";
import type { SpecificationRow } from "./specification-row.ts";
import {
  accessoryTypes,
  accessoryTypeTranslations,
  categories,
  categoryTranslations,
  goods,
  goodsImages,
  goodsTranslations,
} from "./tables.ts";

type Ref = { id: number; slug: string; name: string };

export type GoodsDetails = GoodsEntry & {
  images: { media: string; specId: number | null }[];
  highlights: string[];
  specifications: SpecificationRow[];
  includedItems: string[];
  category: Ref | null;
  accessoryType: Ref | null;
  consumable: boolean;
};

/** Everything the detail screen of a product or accessory shows about it on a site. */
export async function getGoodsDetails(db: Db, site: Site, id: number): Promise<GoodsDetails> {
  const details = await readThrough(db, `details|${site.code}|${id}`, await priceCacheMs(db), () =>
    loadDetails(db, site, id),
  );
  if (!details) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
  return details;
}

async function loadDetails(db: Db, site: Site, id: number): Promise<GoodsDetails | null> {
  const [entries, [row], images] = await Promise.all([
    loadGoodsEntries(db, [id], site),
    db
      .select({
        consumable: goods.consumable,
        highlights: goodsTranslations.highlights,
        specifications: goodsTranslations.specifications,
        includedItems: goodsTranslations.includedItems,
        categoryId: categories.id,
        categorySlug: categories.slug,
        categoryName: categoryTranslations.name,
        accessoryTypeId: accessoryTypes.id,
        accessoryTypeSlug: accessoryTypes.slug,
        accessoryTypeName: accessoryTypeTranslations.name,
      })
      .from(goods)
      .innerJoin(
        goodsTranslations,
        and(eq(goodsTranslations.goodsId, goods.id), eq(goodsTranslations.lang, site.lang)),
      )
      .leftJoin(categories, eq(categories.id, goods.categoryId))
      .leftJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.lang, site.lang)),
      )
      .leftJoin(accessoryTypes, eq(accessoryTypes.id, goods.accessoryTypeId))
      .leftJoin(
        accessoryTypeTranslations,
        and(
          eq(accessoryTypeTranslations.accessoryTypeId, accessoryTypes.id),
          eq(accessoryTypeTranslations.lang, site.lang),
        ),
      )
      .where(eq(goods.id, id)),
    db
      .select({ media: goodsImages.media, specId: goodsImages.specId })
      .from(goodsImages)
      .where(eq(goodsImages.goodsId, id))
      .orderBy(asc(goodsImages.sort), asc(goodsImages.id)),
  ]);
  const entry = entries.get(id);
  if (!entry || !row) return null;
  return {
    ...entry,
    images,
    highlights: row.highlights,
    specifications: row.specifications,
    includedItems: row.includedItems,
    category:
      row.categoryId && row.categorySlug
        ? { id: row.categoryId, slug: row.categorySlug, name: row.categoryName ?? row.categorySlug }
        : null,
    accessoryType:
      row.accessoryTypeId && row.accessoryTypeSlug
        ? {
            id: row.accessoryTypeId,
            slug: row.accessoryTypeSlug,
            name: row.accessoryTypeName ?? row.accessoryTypeSlug,
          }
        : null,
    consumable: row.consumable,
  };
}
