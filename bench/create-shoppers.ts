// Signs in BENCH_SHOPPERS shoppers (default 1,000) on the seeded database of DATABASE_URL (PGlite's DATA_DIR
// otherwise), gives each a coupon, and picks specs on sale on the us site with stock to spare; writes them to
// the JSON file named by the first argument, for the cart and checkout benchmarks. Sessions are started as
// sign-in does; the accounts are made directly, since registering a thousand shoppers through e-mailed codes
// would measure the mail queue.
import fs from "node:fs";
import { and, eq, gte, inArray } from "drizzle-orm";
import { openPglite, openPostgres } from "../db/client.ts";
import { env } from "../lib/env.ts";
import { startSession } from "../modules/accounts/start-session.ts";
import { customers } from "../modules/accounts/tables.ts";
import { addresses } from "../modules/addresses/tables.ts";
import { PUBLISHED } from "../modules/catalog/publish-state.ts";
import { goods, goodsSpecs, specPrices } from "../modules/catalog/tables.ts";
import { generateCouponCode } from "../modules/coupons/coupon-code.ts";
import { couponCampaigns, coupons } from "../modules/coupons/tables.ts";

const out = process.argv[2];
if (!out) throw new Error("usage: create-shoppers.ts <out.json>");
const wanted = Number(process.env.BENCH_SHOPPERS ?? 1000);
/** Each shopper adds each of these specs a few times during a run: well under any of their stocks. */
const specCount = 5;
const minimumStock = 100;

const config = env();
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, 2)
  : await openPglite(config.DATA_DIR);
const { db } = database;
try {
  const specs = await db
    .select({ relevanceId: goods.id, specId: goodsSpecs.id, type: goods.type })
    .from(goodsSpecs)
    .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
    .innerJoin(specPrices, and(eq(specPrices.specId, goodsSpecs.id), eq(specPrices.site, "us")))
    .where(and(eq(goods.publish, PUBLISHED), gte(goodsSpecs.stock, minimumStock)))
    .orderBy(goodsSpecs.id)
    .limit(specCount);
  if (specs.length === 0) throw new Error(`no spec on sale on us with a stock of ${minimumStock} or more`);
  const accounts = await db
    .insert(customers)
    .values(
      Array.from({ length: wanted }, (_, index) => ({
        email: `bench-shopper-${index}@example.test`,
        nickname: `Bench ${index}`,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: customers.id });
  const tokens: string[] = [];
  for (const account of accounts) tokens.push((await startSession(db, account.id)).token);
  const addressIds = (
    await db
      .insert(addresses)
      .values(
        accounts.map((account, index) => ({
          customerId: account.id,
          email: `bench-shopper-${index}@example.test`,
          firstName: "Bench",
          lastName: `Shopper ${index}`,
          countryAbbr: "US",
          state: "CA",
          city: "San Jose",
          address1: `${index + 1} Market Street`,
          zipCode: "95113",
          telephone: "+1 408 555 0100",
          isDefault: true,
        })),
      )
      .returning({ id: addresses.id })
  ).map((address) => address.id);
  await db
    .update(goodsSpecs)
    .set({ stock: 10_000_000 })
    .where(
      inArray(
        goodsSpecs.id,
        specs.map((spec) => spec.specId),
      ),
    );
  // Each shopper's wallet holds a $5 coupon good for five orders: the checkout is measured with it too.
  const [campaign] = await db
    .insert(couponCampaigns)
    .values({ name: "Bench", site: "us", currencyCode: "USD", amountOff: 500, scope: "all", maxUses: 5 })
    .returning({ id: couponCampaigns.id });
  const now = new Date();
  const couponCodes = (
    await db
      .insert(coupons)
      .values(
        accounts.map((account) => ({
          campaignId: campaign?.id as number,
          code: generateCouponCode(),
          customerId: account.id,
          validFrom: now,
          validUntil: new Date(now.getTime() + 30 * 86_400_000),
        })),
      )
      .returning({ code: coupons.code })
  ).map((coupon) => coupon.code);
  fs.writeFileSync(out, JSON.stringify({ tokens, addressIds, specs, couponCodes }));
  console.log(`${tokens.length} shoppers signed in; ${specs.length} specs to add.`);
} finally {
  await database.close();
}
