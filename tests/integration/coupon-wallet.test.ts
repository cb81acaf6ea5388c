import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { generateCouponCode } from "../../modules/coupons/coupon-code.ts";
import { couponCampaigns, coupons } from "../../modules/coupons/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { createShopper, findSellable } from "../setup/checkout-shopper.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

type WalletCoupon = { code: string; status: string; count: number; scopeText: string; amountOff: number };
type Answer<T> = { code: number; data: T; message: string };
const day = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("the coupon wallet on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  const campaignIds: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    const [product] = await findSellable(database.db, "us", 1);
    const made = await database.db
      .insert(couponCampaigns)
      .values([
        {
          name: "one product",
          site: "us",
          currencyCode: "USD",
          amountOff: 2000,
          scope: "product",
          scopeGoodsId: product?.goodsId,
        },
        {
          name: "accessories",
          site: "us",
          currencyCode: "USD",
          amountOff: 500,
          scope: "types",
          scopeTypes: [2],
        },
        {
          name: "main units",
          site: "us",
          currencyCode: "USD",
          amountOff: 3000,
          scope: "main_units",
          minOrder: 20000,
        },
        { name: "everything", site: "us", currencyCode: "USD", amountOff: 1000, scope: "all", maxUses: 3 },
      ])
      .returning({ id: couponCampaigns.id, name: couponCampaigns.name });
    for (const campaign of made) campaignIds[campaign.name] = campaign.id;
  });
  afterAll(() => database?.close());

  const issue = async (
    campaign: string,
    validUntil: Date,
    values: Partial<typeof coupons.$inferInsert> = {},
  ) => {
    const code = generateCouponCode();
    await database.db.insert(coupons).values({
      campaignId: campaignIds[campaign] as number,
      code,
      validFrom: new Date(Date.now() - 60 * day),
      validUntil,
      ...values,
    });
    return code;
  };
  const call = async <T>(path: string, token: string, body?: unknown, site = "us") => {
    const response = await app.request(`/api/web/personalCenter/userCoupon${path}`, {
      method: "POST",
      headers: {
        clientId: "store-web",
        clientSecret: "store-web-public",
        site,
        token,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<T> };
  };
  const wallet = (token: string, status?: string, site = "us") =>
    call<{ list: WalletCoupon[]; total: number }>("/list", token, status ? { status } : undefined, site);

  it("lists each state with only the coupons ending within six months, each scope in words", async () => {
    const shopper = await createShopper(database.db);
    const soon = new Date(Date.now() + 30 * day);
    const customerId = shopper.customerId;
    const unused = await issue("one product", soon, { customerId });
    const accessories = await issue("accessories", new Date(Date.now() + 60 * day), { customerId });
    const used = await issue("main units", soon, { customerId, uses: 1 });
    const expired = await issue("everything", new Date(Date.now() - 10 * day), { customerId, uses: 1 });
    await issue("everything", new Date(Date.now() + 240 * day), { customerId });
    await issue("everything", new Date(Date.now() - 240 * day), { customerId });

    const first = await wallet(shopper.token);
    expect(first.status).toBe(200);
    expect(first.body.data.list.map((coupon) => coupon.code)).toEqual([unused, accessories]);
    expect(first.body.data.list[0]?.scopeText).toMatch(/^Only for \S/);
    expect(first.body.data.list[1]?.scopeText).toBe("For accessories");
    expect((await wallet(shopper.token, "used")).body.data.list).toMatchObject([
      { code: used, status: "used", count: 1, scopeText: catalogues.us.i18n_coupon_scope_main_units },
    ]);
    expect((await wallet(shopper.token, "expired")).body.data.list).toMatchObject([
      { code: expired, status: "expired", count: 2, scopeText: catalogues.us.i18n_coupon_scope_all },
    ]);
    const german = await wallet(shopper.token, "unused", "de");
    expect(german.body.data.list[1]?.scopeText).toBe("Für Zubehör");
    expect((await wallet(shopper.token, "lost")).status).toBe(400);
  });

  it("adds a code typed loosely, refuses used and expired ones, and answers another's code as unknown", async () => {
    const shopper = await createShopper(database.db);
    const other = await createShopper(database.db);
    const free = await issue("everything", new Date(Date.now() + 30 * day));
    const typed = `${free.slice(0, 4).toLowerCase()}-${free.slice(4, 8)} ${free.slice(8)}`;
    const added = await call<{ list: WalletCoupon[] }>("/add", shopper.token, { code: typed });
    expect(added.status).toBe(200);
    expect(added.body.data.list.map((coupon) => coupon.code)).toEqual([free]);
    // Adding it again changes nothing; the other shopper cannot take it, and hears what an unknown code hears.
    expect((await call("/add", shopper.token, { code: free })).status).toBe(200);
    const taken = await call("/add", other.token, { code: free });
    const unknown = await call("/add", other.token, { code: "ZZZZZZZZZZZZ" });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toBe(catalogues.us.i18n_coupon_error_unknown);
    expect(unknown.body).toEqual(taken.body);
    expect((await wallet(other.token)).body.data.total).toBe(0);

    const expired = await issue("everything", new Date(Date.now() - day));
    const used = await issue("main units", new Date(Date.now() + day), { uses: 1 });
    const refusedExpired = await call("/add", shopper.token, { code: expired }, "fr");
    expect(refusedExpired.status).toBe(409);
    expect(refusedExpired.body.message).toBe(catalogues.fr.i18n_coupon_error_expired);
    expect((await call("/add", shopper.token, { code: used })).body.message).toBe(
      catalogues.us.i18n_coupon_error_used,
    );
    const malformed = await call("/add", shopper.token, { code: "a!" });
    expect(malformed.status).toBe(400);
  });

  it("shows a coupon issued to the shopper's address once that address is verified, to nobody else", async () => {
    const shopper = await createShopper(database.db);
    const code = await issue("everything", new Date(Date.now() + 30 * day), { email: shopper.email });
    expect((await wallet(shopper.token)).body.data.total).toBe(0);
    await database.db
      .update(customers)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(customers.id, shopper.customerId));
    expect((await wallet(shopper.token)).body.data.list.map((coupon) => coupon.code)).toEqual([code]);
    const other = await createShopper(database.db);
    expect((await call("/add", other.token, { code })).status).toBe(422);
  });
});
