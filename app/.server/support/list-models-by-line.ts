import type { Db } from "../../../db/client.ts";
import type { Site } from "../../../lib/sites.ts";
import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listGoodsOnSale } from "../../../modules/catalog/list-goods-on-sale.ts";

export type ModelLine = { id: number; slug: string; name: string; models: { id: number; name: string }[] };

/** The product models on sale on the site, by product line (category) in the lines' order; empty lines left out. */
export async function listModelsByLine(db: Db, site: Site): Promise<ModelLine[]> {
  const [goods, categories] = await Promise.all([listGoodsOnSale(db, site.lang), listCategories(db, site)]);
  return categories
    .map((category) => ({
      id: category.id,
      slug: category.slug,
      name: category.name,
      models: goods
        .filter(
          (entry) =>
            entry.type === GOODS_TYPE.product &&
            entry.categoryId === category.id &&
            entry.sites.includes(site.code),
        )
        .map((entry) => ({ id: entry.id, name: entry.name })),
    }))
    .filter((line) => line.models.length > 0);
}
