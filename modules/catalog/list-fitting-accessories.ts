import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { listFittingAccessoryIds } from "./list-fitting-accessory-ids.ts";
import { loadCachedGoodsEntries } from "./load-cached-goods-entries.ts";
import { inOrder } from "./load-goods-entries.ts";
import { goods } from "./tables.ts";

const MAX_ACCESSORIES = 48;

export type FittingAccessory = { entry: GoodsEntry; consumable: boolean };

/** The published accessories that fit a product and are sold on the site, best sellers first. */
export async function listFittingAccessories(
  db: Db,
  site: Site,
  productId: number,
): Promise<FittingAccessory[]> {
  const fitting = await readThrough(db, `fitting|${productId}`, env().CATALOG_CACHE_SECONDS * 1000, () =>
    listFitting(db, productId),
  );
  const entries = inOrder(
    fitting.map((accessory) => accessory.id),
    await loadCachedGoodsEntries(
      db,
      fitting.map((accessory) => accessory.id),
      site,
    ),
  );
  const consumable = new Set(
    fitting.filter((accessory) => accessory.consumable).map((accessory) => accessory.id),
  );
  return entries.map((entry) => ({ entry, consumable: consumable.has(entry.goods.id) }));
}

async function listFitting(db: Db, productId: number): Promise<{ id: number; consumable: boolean }[]> {
  const ids = await listFittingAccessoryIds(db, [productId], MAX_ACCESSORIES);
  if (ids.length === 0) return [];
  const flags = await db
    .select({ id: goods.id, consumable: goods.consumable })
    .from(goods)
    .where(inArray(goods.id, ids));
  const consumable = new Set(flags.filter((row) => row.consumable).map((row) => row.id));
  return ids.map((id) => ({ id, consumable: consumable.has(id) }));
}
