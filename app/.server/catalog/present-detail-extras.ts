import { formatMoney } from "../../../lib/money.ts";
import type { Site } from "../../../lib/sites.ts";
import type { GoodsEntry, GoodsSpec } from "../../../modules/catalog/goods-entry.ts";
import type { SizeAdviceGroup } from "../../../modules/catalog/list-size-advice.ts";
import { type GoodsCard, presentCard, presentSpec } from "./present-goods.ts";

/** An accessory offered beside a product: its card and the spec a combined purchase would take. */
export type AccessoryOffer = GoodsCard & {
  consumable: boolean;
  /** The cheapest spec in stock, its price also as text; null when none is. */
  offer: { specId: number; amount: number; currency: string; price: string } | null;
};

/** How many accessories the "bought together" section offers beside the product. */
const MAX_TOGETHER = 3;

/**
 * The "bought together" section: the first accessories in stock that fit the product, and the total of the
 * product with all of them, which the page shows until the shopper unticks one. Texts from the server, so the
 * page hydrates without a currency formatter (a browser's first one costs 20-30 ms, docs/benchmarks.md).
 */
export type Together = { offers: AccessoryOffer[]; totalText: string };

export function chooseTogether(accessories: AccessoryOffer[], amount: number, site: Site): Together {
  const offers = accessories.filter((accessory) => accessory.offer !== null).slice(0, MAX_TOGETHER);
  const total = offers.reduce((sum, offer) => sum + (offer.offer?.amount ?? 0), amount);
  return { offers, totalText: formatMoney(total, site.currency, site.locale) };
}

export function presentAccessoryOffer(entry: GoodsEntry, consumable: boolean, site: Site): AccessoryOffer {
  const inStock = entry.specs.filter((spec) => spec.inStock);
  const cheapest = inStock.reduce<GoodsSpec | null>(
    (best, spec) => (best === null || spec.currPrice < best.currPrice ? spec : best),
    null,
  );
  return {
    ...presentCard(entry, site),
    consumable,
    offer: cheapest
      ? {
          specId: cheapest.id,
          amount: cheapest.currPrice,
          currency: cheapest.currencyCode,
          price: formatMoney(cheapest.currPrice, cheapest.currencyCode, site.locale),
        }
      : null,
  };
}

export type StockUp = { specId: number; name: string; price: string; saving: string | null };

/**
 * The stock-up prompt of a consumable: its largest pack (the last spec in the shop's order) while in stock,
 * unless that is the one chosen already; with what it saves when it is discounted.
 */
export function chooseStockUp(specs: GoodsSpec[], selectedId: number | null, site: Site): StockUp | null {
  const largest = specs.at(-1);
  if (specs.length < 2 || !largest?.inStock || largest.id === selectedId) return null;
  const view = presentSpec(largest, site);
  return { specId: largest.id, name: view.name, price: view.price, saving: view.saving };
}

export type SizeAdviceTable = {
  /** Row labels (message keys) in order, and per group (1, then 0) the value of each row. */
  rows: string[];
  groups: { groupKey: number; values: number[] }[];
};

/** The groups of the size advice as one table: one row per text key, one column per group. */
export function presentSizeAdvice(groups: SizeAdviceGroup[]): SizeAdviceTable | null {
  const rows = groups[0]?.entries.map((entry) => entry.textKey) ?? [];
  if (rows.length === 0) return null;
  return {
    rows,
    groups: groups.map((group) => ({
      groupKey: group.groupKey,
      values: rows.map((key) => group.entries.find((entry) => entry.textKey === key)?.value ?? 0),
    })),
  };
}
