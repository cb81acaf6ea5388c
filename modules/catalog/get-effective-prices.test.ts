import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { clearReadCache } from "../../lib/read-cache.ts";
import { sites } from "../../lib/sites.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { flashDeals } from "./deal-tables.ts";
import { getEffectivePrices } from "./get-effective-prices.ts";
import { priceCacheMs } from "./load-deal-schedule.ts";
import { loadGoodsEntries } from "./load-goods-entries.ts";
import { goodsSpecs, specPrices } from "./tables.ts";

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds)("prices in force on %s", (kind: DatabaseKind) => {
  let database: Database;
  let spec: { id: number; goodsId: number; regular: number };
  // Far from the seeded deals, so only the deal written here can apply.
  const start = new Date("2031-03-01T09:00:00Z");
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    await database.db.delete(flashDeals);
    const [row] = await database.db
      .select({ id: goodsSpecs.id, goodsId: goodsSpecs.goodsId, regular: specPrices.currPrice })
      .from(goodsSpecs)
      .innerJoin(specPrices, eq(specPrices.specId, goodsSpecs.id))
      .where(eq(specPrices.site, "de"))
      .limit(1);
    if (!row) throw new Error("no spec");
    spec = row;
    await database.db.insert(flashDeals).values({
      specId: spec.id,
      site: "de",
      dealPrice: spec.regular - 1000,
      startsAt: start,
      endsAt: at(2),
    });
    clearReadCache(database.db);
  });
  afterAll(() => database?.close());

  it("charges the deal price inside the window and the regular price before and after", async () => {
    const price = async (now: Date) =>
      (await getEffectivePrices(database.db, sites.de, [spec.id], now)).get(spec.id);
    expect(await price(at(-0.5))).toMatchObject({ currPrice: spec.regular, deal: null, currencyCode: "EUR" });
    expect(await price(at(1))).toMatchObject({
      currPrice: spec.regular - 1000,
      origPrice: spec.regular,
      deal: { endsAt: at(2) },
    });
    expect(await price(at(2))).toMatchObject({ currPrice: spec.regular, deal: null });
    // The deal is the German site's only.
    expect((await getEffectivePrices(database.db, sites.fr, [spec.id], at(1))).get(spec.id)?.deal).toBeNull();
  });

  it("shows the same prices in the catalogue answers at the same moments", async () => {
    const shown = async (now: Date) =>
      (await loadGoodsEntries(database.db, [spec.goodsId], sites.de, now))
        .get(spec.goodsId)
        ?.specs.find((candidate) => candidate.id === spec.id);
    expect(await shown(at(1))).toMatchObject({
      currPrice: spec.regular - 1000,
      origPrice: spec.regular,
      dealEndsAt: at(2).toISOString(),
    });
    expect(await shown(at(3))).toMatchObject({ currPrice: spec.regular, dealEndsAt: null });
  });

  it("never lets a cached price outlive the next deal boundary", async () => {
    expect(await priceCacheMs(database.db, new Date(start.getTime() - 1200))).toBe(1200);
    expect(await priceCacheMs(database.db, new Date(at(2).getTime() - 300))).toBe(300);
    expect(await priceCacheMs(database.db, at(-10))).toBe(env().CATALOG_CACHE_SECONDS * 1000);
  });
});
