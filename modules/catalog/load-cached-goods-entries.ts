import type { Db } from "../../db/client.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { priceCacheMs } from "./load-deal-schedule.ts";
import { loadGoodsEntries } from "./load-goods-entries.ts";

/**
 * `loadGoodsEntries` through the read cache one goods at a time (ADR 0007), for the calls that show the same
 * few goods to many shoppers whatever combination they hold (the cart, a local cart's batch details). The
 * goods not cached are read in one batch; nothing is kept past the next price change.
 */
export async function loadCachedGoodsEntries(
  db: Db,
  ids: number[],
  site: Site,
): Promise<Map<number, GoodsEntry>> {
  const ttlMs = await priceCacheMs(db);
  if (ttlMs <= 0 || ids.length === 0) return loadGoodsEntries(db, ids, site);
  const missing: number[] = [];
  let batch: Promise<Map<number, GoodsEntry>> | undefined;
  const found = await Promise.all(
    ids.map((id) =>
      readThrough(db, `goods-entry|${site.code}|${id}`, ttlMs, () => {
        missing.push(id);
        // Started once every id has been looked up, so the batch holds all the misses.
        batch ??= Promise.resolve().then(() => loadGoodsEntries(db, missing, site));
        return batch.then((entries) => entries.get(id) ?? null);
      }),
    ),
  );
  return new Map(found.flatMap((entry) => (entry ? [[entry.goods.id, entry] as const] : [])));
}
