import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { generateCouponCode } from "../../../modules/coupons/coupon-code.ts";
import { couponCampaigns, coupons } from "../../../modules/coupons/tables.ts";
import { callPage, pageRequest, settle, signedInShopper } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { addToWallet } from "./add-to-wallet.ts";
import { loadWallet } from "./load-wallet.ts";

type Wallet = Awaited<ReturnType<typeof loadWallet>>;
const day = 24 * 60 * 60 * 1000;

describe("the coupon wallet screen", () => {
  let database: Database;
  let campaignId: number;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const [campaign] = await database.db
      .insert(couponCampaigns)
      .values({ name: "ten off", site: "us", currencyCode: "USD", amountOff: 1000, scope: "all" })
      .returning({ id: couponCampaigns.id });
    campaignId = campaign?.id as number;
  });
  afterAll(() => database?.close());

  const issue = async (values: Partial<typeof coupons.$inferInsert> = {}) => {
    const code = generateCouponCode();
    await database.db.insert(coupons).values({
      campaignId,
      code,
      validFrom: new Date(Date.now() - day),
      validUntil: new Date(Date.now() + 30 * day),
      ...values,
    });
    return code;
  };
  const load = (path: string, token?: string) =>
    settle(() => callPage(database.db, loadWallet, pageRequest(path, { token })));
  const add = (token: string, code: string, path = "/personal/coupons") =>
    settle(() => callPage(database.db, addToWallet, pageRequest(path, { token, form: { code } })));

  it("sends a visitor to login and back", async () => {
    expect(await load("/de/personal/coupons")).toMatchObject({
      status: 302,
      location: "/de/user/login?from=%2Fpersonal%2Fcoupons",
    });
  });

  it("shows the tab of the query, adds a typed code and says so, and refuses a code it cannot add", async () => {
    const shopper = await signedInShopper(database.db);
    const mine = await issue({ customerId: shopper.id });
    await issue({ customerId: shopper.id, uses: 1 });
    const unused = (await load("/personal/coupons", shopper.token)).data as Wallet;
    expect(unused.tab).toBe("unused");
    expect(unused.coupons.map((coupon) => coupon.code)).toEqual([mine]);
    expect(((await load("/personal/coupons?tab=used", shopper.token)).data as Wallet).coupons).toHaveLength(
      1,
    );

    const free = await issue();
    expect(await add(shopper.token, free.toLowerCase(), "/fr/personal/coupons")).toMatchObject({
      status: 302,
      location: "/fr/personal/coupons?added",
    });
    const after = (await load("/personal/coupons?added", shopper.token)).data as Wallet;
    expect(after.added).toBe(true);
    expect(after.coupons).toHaveLength(2);
    expect(await add(shopper.token, "NOPE-NOPE-NOPE")).toMatchObject({
      status: 200,
      data: { error: "i18n_coupon_error_unknown", code: "NOPE-NOPE-NOPE" },
    });
    expect(await add(shopper.token, "?")).toMatchObject({
      status: 200,
      data: { error: "i18n_coupon_error_code" },
    });
  });
});
