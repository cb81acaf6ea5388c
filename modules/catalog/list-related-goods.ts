import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { loadCachedGoodsEntries } from "./load-cached-goods-entries.ts";
import { inOrder } from "./load-goods-entries.ts";
import { PUBLISHED } from "./publish-state.ts";
import { goods } from "./tables.ts";

/**
 * Recommendations beside a product or accessory: other goods on sale of the same category (products) or
 * accessory type (accessories), best sellers first, then the newest.
 */
export async function listRelatedGoods(db: Db, site: Site, id: number, limit: number): Promise<GoodsEntry[]> {
  const ids = await readThrough(db, `related|${id}|${limit}`, env().CATALOG_CACHE_SECONDS * 1000, () =>
    listRelatedIds(db, id, limit),
  );
  return inOrder(ids, await loadCachedGoodsEntries(db, ids, site));
}

async function listRelatedIds(db: Db, id: number, limit: number): Promise<number[]> {
  const [self] = await db
    .select({ categoryId: goods.categoryId, accessoryTypeId: goods.accessoryTypeId, type: goods.type })
    .from(goods)
    .where(eq(goods.id, id));
  if (!self) return [];
  const sameGroup =
    self.categoryId !== null
      ? eq(goods.categoryId, self.categoryId)
      : self.accessoryTypeId !== null
        ? eq(goods.accessoryTypeId, self.accessoryTypeId)
        : eq(goods.type, self.type);
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(sameGroup, ne(goods.id, id), eq(goods.publish, PUBLISHED)))
    .orderBy(sql`${goods.salesRank} asc nulls last`, desc(goods.releasedAt), asc(goods.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
