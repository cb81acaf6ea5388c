import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { loadGoodsEntries } from "./load-goods-entries.ts";

/** One product or accessory with its specs and prices on the site; delisted goods are returned with publish 0. */
export async function getGoods(db: Db, site: Site, id: number): Promise<GoodsEntry> {
  const entry = (await loadGoodsEntries(db, [id], site)).get(id);
  if (!entry) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
  return entry;
}
