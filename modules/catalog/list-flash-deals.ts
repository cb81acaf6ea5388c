import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { dealWindowAt } from "./compute-effective-price.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { loadDealSchedule } from "./load-deal-schedule.ts";
import { loadGoodsEntries } from "./load-goods-entries.ts";
import { PUBLISHED } from "./publish-state.ts";
import { goodsSpecs } from "./tables.ts";

/** A running flash deal of one spec; its price is the spec's `currPrice` in `entry`. */
export type FlashDeal = {
  dealId: number;
  specId: number;
  startsAt: string;
  endsAt: string;
  entry: GoodsEntry;
};

/** The flash deals running on the site at `now`, one per spec, the soonest to end first. */
export async function listFlashDeals(db: Db, site: Site, now = new Date()): Promise<FlashDeal[]> {
  const { rules } = await loadDealSchedule(db);
  const running = rules.filter((rule) => rule.site === site.code && dealWindowAt(rule, now));
  if (running.length === 0) return [];
  const specIds = [...new Set(running.map((rule) => rule.specId))];
  const specs = await db
    .select({ id: goodsSpecs.id, goodsId: goodsSpecs.goodsId })
    .from(goodsSpecs)
    .where(inArray(goodsSpecs.id, specIds));
  const entries = await loadGoodsEntries(db, [...new Set(specs.map((spec) => spec.goodsId))], site, now);

  const deals: FlashDeal[] = [];
  for (const { id: specId, goodsId } of specs) {
    const entry = entries.get(goodsId);
    const spec = entry?.specs.find((candidate) => candidate.id === specId);
    // Only a deal that sets the price counts: one not below the regular price is ignored everywhere.
    const rule = running.find(
      (candidate) => candidate.specId === specId && candidate.dealPrice === spec?.currPrice,
    );
    const window = rule ? dealWindowAt(rule, now) : null;
    if (!entry || !spec?.dealEndsAt || !rule || !window || entry.goods.publish !== PUBLISHED) continue;
    deals.push({
      dealId: rule.id,
      specId,
      startsAt: window.startsAt.toISOString(),
      endsAt: window.endsAt.toISOString(),
      entry,
    });
  }
  return deals.sort((a, b) => a.endsAt.localeCompare(b.endsAt) || a.specId - b.specId);
}
