import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry, GoodsSpec } from "./goods-entry.ts";
import { GOODS_TYPE } from "./goods-type.ts";
import { loadCachedGoodsEntries } from "./load-cached-goods-entries.ts";
import type { BatchDetailsBody } from "./schemas.ts";

/** An accessory as a local cart shows it. */
export type Accessory = {
  id: number;
  publish: number;
  img: string;
  description: string;
  name: string;
  specs: GoodsSpec[];
};

export type BatchDetails = { accessoryList: Accessory[]; goodsList: GoodsEntry[] };

/**
 * Current names, images, publish state and prices of the lines of a local cart. An id that does not exist,
 * is not sold on the site or is not of the stated type is left out, so the cart can drop it.
 */
export async function getBatchDetails(db: Db, site: Site, body: BatchDetailsBody): Promise<BatchDetails> {
  const ids = [...new Set(body.productIdAndTypes.map((item) => item.id))];
  const entries = await loadCachedGoodsEntries(db, ids, site);
  const result: BatchDetails = { accessoryList: [], goodsList: [] };
  const seen = new Set<string>();
  for (const item of body.productIdAndTypes) {
    const entry = entries.get(item.id);
    const key = `${item.type}:${item.id}`;
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    const isProduct = entry.goods.type === GOODS_TYPE.product;
    if (isProduct && item.type === GOODS_TYPE.product) result.goodsList.push(entry);
    else if (!isProduct && item.type !== GOODS_TYPE.product) {
      result.accessoryList.push({
        id: entry.goods.id,
        publish: entry.goods.publish,
        img: entry.goods.img,
        description: entry.goods.description,
        name: entry.goods.name,
        specs: entry.specs,
      });
    }
  }
  return result;
}
