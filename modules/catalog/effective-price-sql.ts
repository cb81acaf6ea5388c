import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loadDealSchedule, runningDealPrices } from "./load-deal-schedule.ts";
import { specPrices } from "./tables.ts";

/**
 * A SQL expression for the price of a `spec_prices` row at `now` (the running deal when lower, as
 * computeEffectivePrice decides), for queries that sort or pick by price.
 */
export async function effectivePriceSql(
  db: Db,
  site: string,
  now: Date,
): Promise<SQL | typeof specPrices.currPrice> {
  const deals = runningDealPrices(await loadDealSchedule(db), site, now);
  if (deals.size === 0) return specPrices.currPrice;
  const cases = [...deals].map(([specId, dealPrice]) => sql`when ${specId}::int then ${dealPrice}::int`);
  return sql`least(${specPrices.currPrice}, case ${specPrices.specId} ${sql.join(cases, sql` `)} else ${specPrices.currPrice} end)`;
}
