import { eq, inArray } from "drizzle-orm";
import { flashDeals } from "../../modules/catalog/deal-tables.ts";
import { goodsSpecs, specPrices } from "../../modules/catalog/tables.ts";
import type { Tx } from "../client.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The demo's flash deals, placed relative to the seeding moment (ADR 0020). The daily ones overlap so that at
 * any hour of any later day at least one deal runs; one one-off deal runs now, one has ended and one is to come.
 */
const demoDeals: { sku: string; from: number; to: number; repeatDays: number | null }[] = [
  { sku: "AS-R7M-BK", from: -2 * HOUR, to: 18 * HOUR, repeatDays: 1 },
  { sku: "CA-F6V-BK", from: -14 * HOUR, to: 6 * HOUR, repeatDays: 1 },
  { sku: "ACC-HEPA-AS-2", from: -6 * HOUR, to: 12 * HOUR, repeatDays: 1 },
  { sku: "AK-S8F-SG", from: -1 * HOUR, to: 3 * DAY, repeatDays: null },
  { sku: "AG-W5M-BK", from: -3 * DAY, to: -1 * DAY, repeatDays: null },
  { sku: "AG-W3-WH", from: 2 * DAY, to: 3 * DAY, repeatDays: null },
];

/** About a fifth off the regular price, ending in 99 minor units. */
export function demoDealPrice(regular: number): number {
  return Math.max(99, Math.floor((regular * 0.8) / 100) * 100 - 1);
}

export async function seedDeals(tx: Tx, now: Date): Promise<void> {
  const prices = await tx
    .select({
      sku: goodsSpecs.sku,
      specId: specPrices.specId,
      site: specPrices.site,
      price: specPrices.currPrice,
    })
    .from(specPrices)
    .innerJoin(goodsSpecs, eq(goodsSpecs.id, specPrices.specId))
    .where(
      inArray(
        goodsSpecs.sku,
        demoDeals.map((deal) => deal.sku),
      ),
    );
  const rows = demoDeals.flatMap((deal) => {
    const sitePrices = prices.filter((price) => price.sku === deal.sku);
    if (sitePrices.length === 0) throw new Error(`Demo deal refers to unknown spec ${deal.sku}`);
    return sitePrices.map((price) => ({
      specId: price.specId,
      site: price.site,
      dealPrice: demoDealPrice(price.price),
      startsAt: new Date(now.getTime() + deal.from),
      endsAt: new Date(now.getTime() + deal.to),
      repeatDays: deal.repeatDays,
    }));
  });
  await tx.insert(flashDeals).values(rows);
}
