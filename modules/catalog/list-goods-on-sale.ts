import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ContentLang, SiteCode } from "../../lib/sites.ts";
import { PUBLISHED } from "./publish-state.ts";
import { goods, goodsSpecs, goodsTranslations, specPrices } from "./tables.ts";

export type GoodsOnSale = {
  id: number;
  type: number;
  categoryId: number | null;
  accessoryTypeId: number | null;
  name: string;
  updatedAt: Date;
  /** The sites with a price for at least one of its specs. */
  sites: SiteCode[];
};

/** Every published goods on sale on some site, named in `lang`, by name: what the sitemaps list. */
export async function listGoodsOnSale(db: Db, lang: ContentLang): Promise<GoodsOnSale[]> {
  const rows = await db
    .select({
      id: goods.id,
      type: goods.type,
      categoryId: goods.categoryId,
      accessoryTypeId: goods.accessoryTypeId,
      name: goodsTranslations.name,
      updatedAt: goods.updatedAt,
      sites: sql<string>`string_agg(distinct ${specPrices.site}, ',' order by ${specPrices.site})`.mapWith(
        (value: string) => value.split(",") as SiteCode[],
      ),
    })
    .from(goods)
    .innerJoin(
      goodsTranslations,
      and(eq(goodsTranslations.goodsId, goods.id), eq(goodsTranslations.lang, lang)),
    )
    .innerJoin(goodsSpecs, eq(goodsSpecs.goodsId, goods.id))
    .innerJoin(specPrices, eq(specPrices.specId, goodsSpecs.id))
    .where(eq(goods.publish, PUBLISHED))
    .groupBy(goods.id, goodsTranslations.name)
    .orderBy(asc(goodsTranslations.name), asc(goods.id));
  return rows as GoodsOnSale[];
}
