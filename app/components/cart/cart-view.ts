import { sumCartTotals } from "../../../modules/cart/cart-arithmetic-schemas.ts";
import type { Cart } from "../../../modules/cart/list-cart.ts";
import type { BatchDetails } from "../../../modules/catalog/get-batch-details.ts";
import type { GoodsSpec } from "../../../modules/catalog/goods-entry.ts";
import type { LocalLine } from "./local-cart.ts";

const PUBLISHED = 1;
/** How many "frequently bought together" suggestions the cart page shows. */
export const RECOMMENDATION_COUNT = 4;

/** A cart line as the drawer and the cart page show it, whether it lives on the server or in storage. */
export type CartLineView = {
  /** The server line's id, or the local line's `_id`. */
  key: string;
  serverId: number | null;
  relevanceId: number;
  specId: number;
  specAbbr: string;
  type: number;
  quantity: number;
  published: boolean;
  name: string;
  img: string;
  currencyCode: string;
  currPrice: number;
  origPrice: number | null;
  specs: { id: number; abbr: string; name: string; inStock: boolean }[];
};

export type CartView = {
  lines: CartLineView[];
  origPriceTotal: number;
  discountPriceTotal: number;
  currPriceTotal: number;
  currencyCode: string;
};

const specChoices = (specs: GoodsSpec[]) =>
  specs.map((spec) => ({ id: spec.id, abbr: spec.specAbbr, name: spec.name, inStock: spec.inStock }));

export function viewServerCart(cart: Cart): CartView {
  return {
    lines: cart.lines.map((item) => ({
      key: String(item.id),
      serverId: item.id,
      relevanceId: item.relevanceId,
      specId: item.specId,
      specAbbr: item.specAbbr,
      type: item.type,
      quantity: item.quantity,
      published: item.publish === PUBLISHED,
      name: item.name,
      img: item.img,
      currencyCode: item.currencyCode,
      currPrice: item.currPrice,
      origPrice: item.origPrice,
      specs: specChoices(item.specs),
    })),
    origPriceTotal: cart.origPriceTotal,
    discountPriceTotal: cart.discountPriceTotal,
    currPriceTotal: cart.currPriceTotal,
    currencyCode: cart.currencyCode,
  };
}

/**
 * A visitor's lines with today's names, images, publish state and prices from `batchDetails`. Lines whose
 * goods the server no longer knows on this site are left out (the caller drops them from storage); a spec
 * that is gone shows the line as delisted. Totals count published lines, as the server's do.
 */
export function viewLocalCart(lines: LocalLine[], details: BatchDetails, currencyCode: string): CartView {
  const goods = new Map(details.goodsList.map((entry) => [entry.goods.id, entry]));
  const accessories = new Map(details.accessoryList.map((accessory) => [accessory.id, accessory]));
  const view: CartLineView[] = [];
  for (const line of lines) {
    const entry = line.type === 1 ? goods.get(line.relevanceId) : undefined;
    const accessory = line.type === 1 ? undefined : accessories.get(line.relevanceId);
    const known = entry
      ? {
          publish: entry.goods.publish,
          name: entry.goods.name,
          img: entry.goods.img,
          specs: entry.specs,
        }
      : accessory
        ? {
            publish: accessory.publish,
            name: accessory.name,
            img: accessory.img,
            specs: accessory.specs,
          }
        : null;
    if (!known) continue;
    const spec = known.specs.find((candidate) => candidate.id === line.specId);
    view.push({
      key: line._id,
      serverId: null,
      relevanceId: line.relevanceId,
      specId: line.specId,
      specAbbr: spec?.specAbbr ?? line.specAbbr,
      type: line.type,
      quantity: line.quantity,
      published: known.publish === PUBLISHED && spec !== undefined,
      name: known.name,
      img: known.img,
      currencyCode: spec?.currencyCode ?? currencyCode,
      currPrice: spec?.currPrice ?? 0,
      origPrice: spec?.origPrice ?? null,
      specs: specChoices(known.specs),
    });
  }
  return { lines: view, ...sumCartTotals(view), currencyCode };
}

export const emptyCart = (currencyCode: string): CartView => ({
  lines: [],
  origPriceTotal: 0,
  discountPriceTotal: 0,
  currPriceTotal: 0,
  currencyCode,
});

/** The detail screen of a line's goods (spec section 2: product detail for type 1, else accessory detail). */
export function goodsDetailPath(type: number, relevanceId: number): string {
  return `${type === 1 ? "/product/detail" : "/accessory/detail"}?id=${relevanceId}`;
}
