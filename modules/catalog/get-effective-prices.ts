import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import type { Site } from "../../lib/sites.ts";
import { computeEffectivePrice, type EffectivePrice } from "./compute-effective-price.ts";
import { flashDeals } from "./deal-tables.ts";
import { specPrices } from "./tables.ts";

export type SpecPrice = EffectivePrice & { specId: number; currencyCode: string };

const selectPrices = prepareOnce((db) =>
  db
    .select()
    .from(specPrices)
    .where(
      and(
        eq(specPrices.site, sql.placeholder("site")),
        sql`${specPrices.specId} = any(${sql.placeholder("ids")})`,
      ),
    )
    .prepare("select_spec_prices"),
);

const selectDeals = prepareOnce((db) =>
  db
    .select()
    .from(flashDeals)
    .where(
      and(
        eq(flashDeals.site, sql.placeholder("site")),
        sql`${flashDeals.specId} = any(${sql.placeholder("ids")})`,
      ),
    )
    .prepare("select_spec_deals"),
);

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
    selectPrices(db).execute({ site: site.code, ids }),
    selectDeals(db).execute({ site: site.code, ids }),
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
