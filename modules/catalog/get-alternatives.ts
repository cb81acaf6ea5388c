import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import { effectivePriceSql } from "./effective-price-sql.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { GOODS_TYPE } from "./goods-type.ts";
import { loadCachedGoodsEntries } from "./load-cached-goods-entries.ts";
import { priceCacheMs } from "./load-deal-schedule.ts";
import { inOrder } from "./load-goods-entries.ts";
import { PUBLISHED } from "./publish-state.ts";
import { goods, goodsSpecs, specPrices } from "./tables.ts";

/**
 * What to buy instead of a product or accessory (typically a delisted or sold-out one): goods of the same
 * category or accessory type that are on sale and in stock on the site, the closest in price first. Read through
 * the read cache until the next price change, as the related goods are: the detail page of every sold-out product
 * shows them.
 */
export async function getAlternatives(db: Db, site: Site, id: number, limit = 4): Promise<GoodsEntry[]> {
  const ids = await readThrough(db, `alternatives|${site.code}|${id}|${limit}`, await priceCacheMs(db), () =>
    findAlternativeIds(db, site, id, limit),
  );
  return inOrder(ids, await loadCachedGoodsEntries(db, ids, site));
}

async function findAlternativeIds(db: Db, site: Site, id: number, limit: number): Promise<number[]> {
  const now = new Date();
  const base = (await loadCachedGoodsEntries(db, [id], site)).get(id);
  if (!base) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
  const { type, categoryId, accessoryTypeId } = base.goods;
  const group =
    type === GOODS_TYPE.product
      ? categoryId === null
        ? null
        : eq(goods.categoryId, categoryId)
      : accessoryTypeId === null
        ? null
        : eq(goods.accessoryTypeId, accessoryTypeId);
  if (!group) return [];
  const target = Math.min(...base.specs.map((spec) => spec.currPrice));
  const price = await effectivePriceSql(db, site.code, now);
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(goodsSpecs, and(eq(goodsSpecs.goodsId, goods.id), gt(goodsSpecs.stock, 0)))
    .innerJoin(specPrices, and(eq(specPrices.specId, goodsSpecs.id), eq(specPrices.site, site.code)))
    .where(and(eq(goods.type, type), eq(goods.publish, PUBLISHED), ne(goods.id, id), group))
    .groupBy(goods.id)
    .orderBy(sql`abs(min(${price}) - ${target}::int)`, asc(goods.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
