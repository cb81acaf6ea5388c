import { and, asc, desc, eq, inArray, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import { effectivePriceSql } from "./effective-price-sql.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { priceCacheMs } from "./load-deal-schedule.ts";
import { inOrder, loadGoodsEntries } from "./load-goods-entries.ts";
import { PUBLISHED } from "./publish-state.ts";
import type { GoodsListQuery } from "./schemas.ts";
import { goods, goodsSpecs, specPrices } from "./tables.ts";

export type GoodsPage = {
  list: GoodsEntry[];
  total: number;
  pageNum: number;
  pageSize: number;
  pageCount: number;
};

/**
 * A page of the goods on sale on a site, sorted by newest or by lowest spec price (a running flash deal
 * counts). Delisted goods are left out.
 */
export async function listGoods(db: Db, site: Site, query: GoodsListQuery): Promise<GoodsPage> {
  const key = `goods-list|${site.code}|${JSON.stringify(query)}`;
  const now = new Date();
  return readThrough(db, key, await priceCacheMs(db, now), () => loadPage(db, site, query, now));
}

async function loadPage(db: Db, site: Site, query: GoodsListQuery, now: Date): Promise<GoodsPage> {
  const minPrice = min(await effectivePriceSql(db, site.code, now));
  const order = {
    new: [desc(goods.releasedAt), asc(goods.id)],
    priceAsc: [asc(minPrice), asc(goods.id)],
    priceDesc: [desc(minPrice), asc(goods.id)],
  }[query.sort];

  const filters = [eq(goods.type, query.type), eq(goods.publish, PUBLISHED)];
  if (query.categoryId) filters.push(eq(goods.categoryId, query.categoryId));
  if (query.accessoryTypeId) filters.push(eq(goods.accessoryTypeId, query.accessoryTypeId));
  if (query.accessoryTypeIds)
    filters.push(inArray(goods.accessoryTypeId, query.accessoryTypeIds.split(",").map(Number)));

  const rows = await db
    .select({ id: goods.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(goods)
    .innerJoin(goodsSpecs, eq(goodsSpecs.goodsId, goods.id))
    .innerJoin(specPrices, and(eq(specPrices.specId, goodsSpecs.id), eq(specPrices.site, site.code)))
    .where(and(...filters))
    .groupBy(goods.id)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);

  const total = rows[0]?.total ?? (query.pageNum > 1 ? await countGoods(db, site, filters) : 0);
  const ids = rows.map((row) => row.id);
  return {
    list: inOrder(ids, await loadGoodsEntries(db, ids, site, now)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

async function countGoods(db: Db, site: Site, filters: ReturnType<typeof eq>[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${goods.id})`.mapWith(Number) })
    .from(goods)
    .innerJoin(goodsSpecs, eq(goodsSpecs.goodsId, goods.id))
    .innerJoin(specPrices, and(eq(specPrices.specId, goodsSpecs.id), eq(specPrices.site, site.code)))
    .where(and(...filters));
  return row?.total ?? 0;
}
