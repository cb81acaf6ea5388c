import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { GOODS_TYPE } from "./goods-type.ts";
import { listGoods } from "./list-goods.ts";
import { type CompareItem, withSpecificationRows } from "./load-specification-rows.ts";
import { categories, categoryTranslations } from "./tables.ts";

export type CompareList = { category: { id: number; slug: string; name: string }; goodsList: CompareItem[] };

/** Upper bound of products offered for comparison in one category. */
const MAX_COMPARABLE = 100;

/** The products of a category a shopper can compare on the site, newest first, with their specification rows. */
export async function listCompareGoods(db: Db, site: Site, categoryId: number): Promise<CompareList> {
  const [category] = await db
    .select({ id: categories.id, slug: categories.slug, name: categoryTranslations.name })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.lang, site.lang)),
    )
    .where(eq(categories.id, categoryId));
  if (!category) throw new AppError("NOT_FOUND", "i18n_error_category_not_found");
  const page = await listGoods(db, site, {
    type: GOODS_TYPE.product,
    categoryId,
    sort: "new",
    pageNum: 1,
    pageSize: MAX_COMPARABLE,
  });
  return { category, goodsList: await withSpecificationRows(db, site, page.list) };
}
