import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { listFittingAccessoryIds } from "./list-fitting-accessory-ids.ts";
import { inOrder, loadGoodsEntries } from "./load-goods-entries.ts";
import type { GoodsEntry } from "./schemas.ts";
import { goods } from "./tables.ts";

const MAX_ACCESSORIES = 48;

export type FittingAccessory = { entry: GoodsEntry; consumable: boolean };

/** The published accessories that fit a product and are sold on the site, best sellers first. */
export async function listFittingAccessories(
  db: Db,
  site: Site,
  productId: number,
): Promise<FittingAccessory[]> {
  const ids = await listFittingAccessoryIds(db, [productId], MAX_ACCESSORIES);
  if (ids.length === 0) return [];
  const [entries, flags] = await Promise.all([
    loadGoodsEntries(db, ids, site),
    db.select({ id: goods.id, consumable: goods.consumable }).from(goods).where(inArray(goods.id, ids)),
  ]);
  const consumable = new Set(flags.filter((row) => row.consumable).map((row) => row.id));
  return inOrder(ids, entries).map((entry) => ({ entry, consumable: consumable.has(entry.goodsRsp.id) }));
}
