import { formatMoney } from "../../../lib/money.ts";
import type { Site } from "../../../lib/sites.ts";
import type { GoodsEntry, GoodsSpec } from "../../../modules/catalog/goods-entry.ts";
import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { PUBLISHED } from "../../../modules/catalog/publish-state.ts";

const NEW_FOR_DAYS = 120;

export type GoodsCard = {
  id: number;
  type: number;
  name: string;
  tagline: string;
  img: string;
  /** Store path of the detail screen, without locale prefix. */
  path: string;
  price: string;
  origPrice: string | null;
  /** True when the specs differ in price, so the card reads "From …". */
  fromPrice: boolean;
  inStock: boolean;
  published: boolean;
  isNew: boolean;
  /** End of the flash deal setting the shown price, or null. */
  dealEndsAt: string | null;
};

export type SpecView = {
  id: number;
  abbr: string;
  name: string;
  price: string;
  origPrice: string | null;
  saving: string | null;
  inStock: boolean;
  /** End of the flash deal setting this price, or null at the regular price. */
  dealEndsAt: string | null;
};

export function detailPath(type: number, id: number): string {
  return `${type === GOODS_TYPE.product ? "/product/detail" : "/accessory/detail"}?id=${id}`;
}

/** Prices are formatted on the server so the page renders the same text before and after hydration. */
export function presentSpec(spec: GoodsSpec, site: Site): SpecView {
  const discounted = spec.origPrice !== null && spec.origPrice > spec.currPrice;
  return {
    id: spec.id,
    abbr: spec.specAbbr,
    name: spec.name,
    price: formatMoney(spec.currPrice, spec.currencyCode, site.locale),
    origPrice: discounted ? formatMoney(spec.origPrice ?? 0, spec.currencyCode, site.locale) : null,
    saving: discounted
      ? formatMoney((spec.origPrice ?? 0) - spec.currPrice, spec.currencyCode, site.locale)
      : null,
    inStock: spec.inStock,
    dealEndsAt: spec.dealEndsAt,
  };
}

export function presentCard(entry: GoodsEntry, site: Site, now = Date.now()): GoodsCard {
  const specs = entry.specs;
  const cheapest = specs.reduce(
    (best, spec) => (spec.currPrice < best.currPrice ? spec : best),
    specs[0] as GoodsSpec,
  );
  const shown = presentSpec(cheapest, site);
  const goods = entry.goods;
  return {
    id: goods.id,
    type: goods.type,
    name: goods.name,
    tagline: goods.tagline,
    img: goods.img,
    path: detailPath(goods.type, goods.id),
    price: shown.price,
    origPrice: shown.origPrice,
    fromPrice: specs.some((spec) => spec.currPrice !== cheapest.currPrice),
    inStock: goods.inStock,
    published: goods.publish === PUBLISHED,
    isNew: now - Date.parse(goods.releasedAt) < NEW_FOR_DAYS * 24 * 60 * 60 * 1000,
    dealEndsAt: cheapest.dealEndsAt,
  };
}
