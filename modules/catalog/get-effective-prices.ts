import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { computeEffectivePrice, type EffectivePrice } from "./compute-effective-price.ts";
import { flashDeals } from "./deal-tables.ts";
import { specPrices } from "./tables.ts";

export type SpecPrice = EffectivePrice & { specId: number; currencyCode: string };

/**
 * The prices the shop charges right now for specs on a site, read from the database without any cache: what
 * the cart and checkout total with. A spec not sold on the site is missing from the map.
 */
export async function getEffectivePrices(
  db: Db,
  site: Site,
  specIds: readonly number[],
  now = new Date(),
): Promise<Map<number, SpecPrice>> {
  const prices = new Map<number, SpecPrice>();
  const ids = [...new Set(specIds)];
  if (ids.length === 0) return prices;
  const [regular, deals] = await Promise.all([
    db
      .select()
      .from(specPrices)
      .where(and(eq(specPrices.site, site.code), inArray(specPrices.specId, ids))),
    db
      .select()
      .from(flashDeals)
      .where(and(eq(flashDeals.site, site.code), inArray(flashDeals.specId, ids))),
  ]);
  for (const row of regular) {
    const price = computeEffectivePrice(
      row,
      deals.filter((deal) => deal.specId === row.specId),
      now,
    );
    prices.set(row.specId, { ...price, specId: row.specId, currencyCode: row.currency });
  }
  return prices;
}
