import { gt, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import { type DealRule, dealWindowAt, nextDealBoundary } from "./compute-effective-price.ts";
import { flashDeals } from "./deal-tables.ts";

export type DealSchedule = {
  /** The deals of a spec on a site, keyed `${specId}|${site}`. */
  bySpec: Map<string, DealRule[]>;
  rules: DealRule[];
};

export const dealKey = (specId: number, site: string) => `${specId}|${site}`;

/**
 * Every deal that has not ended for good, on all sites. The rows do not depend on the clock (whether a deal
 * runs is decided at read time), so they can be kept like any other catalogue read.
 */
export function loadDealSchedule(db: Db): Promise<DealSchedule> {
  return readThrough(db, "deal-schedule", env().CATALOG_CACHE_SECONDS * 1000, async () => {
    const rules = await db
      .select({
        id: flashDeals.id,
        specId: flashDeals.specId,
        site: flashDeals.site,
        dealPrice: flashDeals.dealPrice,
        startsAt: flashDeals.startsAt,
        endsAt: flashDeals.endsAt,
        repeatDays: flashDeals.repeatDays,
      })
      .from(flashDeals)
      .where(or(isNotNull(flashDeals.repeatDays), gt(flashDeals.endsAt, new Date())));
    const bySpec = new Map<string, DealRule[]>();
    for (const rule of rules) {
      const key = dealKey(rule.specId, rule.site);
      bySpec.set(key, [...(bySpec.get(key) ?? []), rule]);
    }
    return { bySpec, rules };
  });
}

/**
 * How long a catalogue answer that shows prices may be cached from `now`: the configured time, but never past
 * the next moment a deal starts or ends on any site, so no cached price outlives a deal boundary.
 */
export async function priceCacheMs(db: Db, now = new Date()): Promise<number> {
  const configured = env().CATALOG_CACHE_SECONDS * 1000;
  if (configured <= 0) return 0;
  const next = await nextPriceChangeAt(db, now);
  return Math.max(0, Math.min(configured, next - now.getTime()));
}

const nextChanges = new WeakMap<DealSchedule, { from: number; next: number }>();

/** Epoch milliseconds of the next deal start or end after `now` on any site; Infinity when none is scheduled. */
export async function nextPriceChangeAt(db: Db, now = new Date()): Promise<number> {
  const schedule = await loadDealSchedule(db);
  // Every cached catalogue read asks this; the answer holds from when it was worked out until it passes.
  const known = nextChanges.get(schedule);
  const at = now.getTime();
  if (known && known.from <= at && at < known.next) return known.next;
  let next = Number.POSITIVE_INFINITY;
  for (const rule of schedule.rules) next = Math.min(next, nextDealBoundary(rule, now) ?? next);
  nextChanges.set(schedule, { from: at, next });
  return next;
}

/** The lowest running deal price of each spec on the site at `now`, from the schedule. */
export function runningDealPrices(schedule: DealSchedule, site: string, now: Date): Map<number, number> {
  const prices = new Map<number, number>();
  for (const rule of schedule.rules) {
    if (rule.site !== site || !dealWindowAt(rule, now)) continue;
    prices.set(rule.specId, Math.min(rule.dealPrice, prices.get(rule.specId) ?? rule.dealPrice));
  }
  return prices;
}
