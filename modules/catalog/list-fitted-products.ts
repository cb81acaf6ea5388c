import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { inOrder, loadGoodsEntries } from "./load-goods-entries.ts";
import { accessoryFits, goods } from "./tables.ts";

/**
 * The products an accessory fits that are sold on the site, newest first. Delisted products stay in the list
 * (with publish 0): their owners still need the accessory.
 */
export async function listFittedProducts(db: Db, site: Site, accessoryId: number): Promise<GoodsEntry[]> {
  const rows = await db
    .select({ id: goods.id })
    .from(accessoryFits)
    .innerJoin(goods, eq(goods.id, accessoryFits.productId))
    .where(eq(accessoryFits.accessoryId, accessoryId))
    .orderBy(desc(goods.publish), desc(goods.releasedAt), asc(goods.id));
  const ids = rows.map((row) => row.id);
  return inOrder(ids, await loadGoodsEntries(db, ids, site));
}
