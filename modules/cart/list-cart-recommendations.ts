import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "../catalog/goods-entry.ts";
import { listFittingAccessoryIds } from "../catalog/list-fitting-accessory-ids.ts";
import { listHotGoods } from "../catalog/list-hot-goods.ts";
import { inOrder, loadGoodsEntries } from "../catalog/load-goods-entries.ts";
import { cartLines } from "./tables.ts";

/**
 * "Frequently bought together" for the cart: accessories that fit the products in it, then best-selling
 * accessories and products, leaving out what is already in the cart.
 */
export async function listCartRecommendations(
  db: Db,
  customerId: number | null,
  site: Site,
  input: { goodsIds?: number[]; limit: number },
): Promise<GoodsEntry[]> {
  const inCart = customerId
    ? (
        await db
          .selectDistinct({ goodsId: cartLines.goodsId })
          .from(cartLines)
          .where(and(eq(cartLines.customerId, customerId), eq(cartLines.site, site.code)))
      ).map((row) => row.goodsId)
    : (input.goodsIds ?? []);
  const exclude = new Set(inCart);
  const fitting = await listFittingAccessoryIds(db, inCart, input.limit + exclude.size);
  const candidates = fitting.filter((id) => !exclude.has(id));
  const picked = inOrder(candidates, await loadGoodsEntries(db, candidates, site));
  for (const entry of [...(await listHotGoods(db, site, 2, 12)), ...(await listHotGoods(db, site, 1, 12))]) {
    if (picked.length >= input.limit) break;
    if (exclude.has(entry.goods.id) || candidates.includes(entry.goods.id)) continue;
    picked.push(entry);
  }
  return picked.slice(0, input.limit);
}
