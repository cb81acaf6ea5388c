import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { priceCacheMs } from "./load-deal-schedule.ts";
import { inOrder, loadGoodsEntries } from "./load-goods-entries.ts";
import { PUBLISHED } from "./publish-state.ts";
import { goods } from "./tables.ts";

/** The best sellers of a type on a site, by sales rank. */
export async function listHotGoods(db: Db, site: Site, type: 1 | 2, limit: number): Promise<GoodsEntry[]> {
  return readThrough(db, `hot|${site.code}|${type}|${limit}`, await priceCacheMs(db), async () => {
    const rows = await db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.type, type), eq(goods.publish, PUBLISHED), isNotNull(goods.salesRank)))
      .orderBy(asc(goods.salesRank), asc(goods.id))
      .limit(limit);
    const ids = rows.map((row) => row.id);
    return inOrder(ids, await loadGoodsEntries(db, ids, site));
  });
}
