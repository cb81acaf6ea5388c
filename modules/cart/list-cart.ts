import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsSpec } from "../catalog/goods-entry.ts";
import { loadCachedGoodsEntries } from "../catalog/load-cached-goods-entries.ts";
import { loadSpecStocks } from "../catalog/load-spec-stocks.ts";
import { PUBLISHED } from "../catalog/publish-state.ts";
import { sumCartTotals } from "./cart-arithmetic-schemas.ts";
import { cartLines } from "./tables.ts";

/** A line of the cart with today's catalogue data; amounts in minor units of `currencyCode`. */
export type CartItem = {
  id: number;
  /** The goods' id. */
  relevanceId: number;
  specId: number;
  specAbbr: string;
  /** 1 product, otherwise accessory. */
  type: number;
  quantity: number;
  /** 1 on sale, otherwise delisted. */
  publish: number;
  name: string;
  img: string;
  description: string;
  currencyCode: string;
  currPrice: number;
  origPrice: number | null;
  /** Units available of this spec. */
  stock: number;
  /** The goods' specs, for changing the spec. */
  specs: GoodsSpec[];
};

export type Cart = {
  lines: CartItem[];
  origPriceTotal: number;
  discountPriceTotal: number;
  currPriceTotal: number;
  currencyCode: string;
};

const selectLines = prepareOnce((db: Db) =>
  db
    .select(getTableColumns(cartLines))
    .from(cartLines)
    .where(
      and(
        eq(cartLines.customerId, sql.placeholder("customerId")),
        eq(cartLines.site, sql.placeholder("site")),
      ),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare("list_cart_lines"),
);

/**
 * The shopper's cart on the site with today's names, images, publish state and prices from the catalogue
 * (never from the client). Totals count the published lines only; amounts are minor units of the site's
 * currency.
 */
export async function listCart(db: Db, customerId: number, site: Site): Promise<Cart> {
  const lines = await selectLines(db).execute({ customerId, site: site.code });
  // The catalogue part is shared by every cart holding the same goods; the stock is read now, uncached.
  const [entries, stocks] = await Promise.all([
    loadCachedGoodsEntries(db, [...new Set(lines.map((line) => line.goodsId))], site),
    loadSpecStocks(
      db,
      lines.map((line) => line.specId),
    ),
  ]);
  const items: CartItem[] = [];
  for (const line of lines) {
    const entry = entries.get(line.goodsId);
    const spec = entry?.specs.find((candidate) => candidate.id === line.specId);
    items.push({
      id: line.id,
      relevanceId: line.goodsId,
      specId: line.specId,
      specAbbr: spec?.specAbbr ?? "",
      type: entry?.goods.type ?? 0,
      quantity: line.quantity,
      // A spec no longer priced on this site cannot be bought: it shows as delisted.
      publish: entry && spec ? entry.goods.publish : 0,
      name: entry?.goods.name ?? "",
      img: entry?.goods.img ?? "",
      description: entry?.goods.tagline ?? "",
      currencyCode: spec?.currencyCode ?? site.currency,
      currPrice: spec?.currPrice ?? 0,
      origPrice: spec?.origPrice ?? null,
      stock: stocks.get(line.specId) ?? 0,
      specs: entry?.specs ?? [],
    });
  }
  return {
    lines: items,
    ...sumCartTotals(items.map((item) => ({ ...item, published: item.publish === PUBLISHED }))),
    currencyCode: site.currency,
  };
}
