import { and, asc, countDistinct, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import { PUBLISHED } from "./publish-state.ts";
import type { Category } from "./schemas.ts";
import { categories, categoryTranslations, goods, goodsSpecs, specPrices } from "./tables.ts";

/** The product categories with the number of products on sale in each on the site. */
export function listCategories(db: Db, site: Site): Promise<Category[]> {
  return readThrough(db, `categories|${site.code}`, env().CATALOG_CACHE_SECONDS * 1000, () =>
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categoryTranslations.name,
        count: countDistinct(sql`case when ${specPrices.specId} is not null then ${goods.id} end`).mapWith(
          Number,
        ),
      })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.lang, site.lang)),
      )
      .leftJoin(goods, and(eq(goods.categoryId, categories.id), eq(goods.publish, PUBLISHED)))
      .leftJoin(goodsSpecs, eq(goodsSpecs.goodsId, goods.id))
      .leftJoin(specPrices, and(eq(specPrices.specId, goodsSpecs.id), eq(specPrices.site, site.code)))
      .groupBy(categories.id, categoryTranslations.name)
      .orderBy(asc(categories.sort), asc(categories.id)),
  );
}
