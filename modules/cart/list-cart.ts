import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { loadGoodsEntries } from "../catalog/load-goods-entries.ts";
import { loadSpecStock } from "../catalog/load-spec-stock.ts";
import { PUBLISHED } from "../catalog/tables.ts";
import type { Cart, CartItem } from "./schemas.ts";
import { sumCartTotals } from "./sum-cart-totals.ts";
import { cartLines } from "./tables.ts";

/**
 * The shopper's cart on the site with today's names, images, publish state and prices from the catalogue
 * (never from the client). Totals count the published lines only; amounts are minor units of the site's
 * currency.
 */
export async function listCart(db: Db, customerId: number, site: Site): Promise<Cart> {
  const lines = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.site, site.code)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const [entries, stock] = await Promise.all([
    loadGoodsEntries(db, [...new Set(lines.map((line) => line.goodsId))], site),
    loadSpecStock(
      db,
      lines.map((line) => line.specId),
    ),
  ]);
  const items: CartItem[] = [];
  for (const line of lines) {
    const entry = entries.get(line.goodsId);
    const spec = entry?.goodsSpecRspList.find((candidate) => candidate.id === line.specId);
    items.push({
      id: line.id,
      relevanceId: line.goodsId,
      specId: line.specId,
      specAbbr: spec?.specAbbr ?? "",
      type: entry?.goodsRsp.type ?? 0,
      quantity: line.quantity,
      // A spec no longer priced on this site cannot be bought: it shows as delisted.
      publish: entry && spec ? entry.goodsRsp.publish : 0,
      name: entry?.goodsRsp.name ?? "",
      img: entry?.goodsRsp.img ?? "",
      description: entry?.goodsRsp.tagline ?? "",
      currencyCode: spec?.currencyCode ?? site.currency,
      currPrice: spec?.currPrice ?? 0,
      origPrice: spec?.origPrice ?? null,
      stock: stock.get(line.specId) ?? 0,
      goodsSpecRsps: entry?.goodsSpecRspList ?? [],
    });
  }
  return {
    userShopCarRspList: items,
    ...sumCartTotals(items.map((item) => ({ ...item, published: item.publish === PUBLISHED }))),
    currencyCode: site.currency,
  };
}
