import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { goodsSpecs } from "../../modules/catalog/tables.ts";
import { expireUnpaidOrders } from "../../modules/checkout/expire-unpaid-orders.ts";
import { generateCouponCode } from "../../modules/coupons/coupon-code.ts";
import { couponCampaigns, couponRedemptions, coupons } from "../../modules/coupons/tables.ts";
import { orders } from "../../modules/orders/tables.ts";
import { createPaymentProviders } from "../../modules/payments/payment-providers.ts";
import { createApp } from "../../server/create-app.ts";
import { createShopper, fillCart, findSellable, type SellableSpec } from "../setup/checkout-shopper.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

type Answer<T = Record<string, unknown>> = { code: number; data: T; message: string };
type Preview = {
  total: number;
  subtotal: number;
  discount: number;
  cartVersion: string;
  couponCode: string | null;
};
type Placed = { orderNumber: string; status: number };
const day = 24 * 60 * 60 * 1000;
const texts = catalogues.us;

describe.each(databaseKinds)("coupons at checkout on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let product: SellableSpec;
  let accessory: SellableSpec;
  const campaign: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db, payments: createPaymentProviders(database.db) });
    [product] = (await findSellable(database.db, "us", 1)) as [SellableSpec];
    [accessory] = (await findSellable(database.db, "us", 2)) as [SellableSpec];
    await database.db.update(goodsSpecs).set({ stock: 1000 }).where(eq(goodsSpecs.id, product.specId));
    const made = await database.db
      .insert(couponCampaigns)
      .values([
        { name: "ten off", site: "us", currencyCode: "USD", amountOff: 1000, scope: "all" },
        {
          name: "accessories",
          site: "us",
          currencyCode: "USD",
          amountOff: 500,
          scope: "types",
          scopeTypes: [2],
        },
        {
          name: "big minimum",
          site: "us",
          currencyCode: "USD",
          amountOff: 500,
          scope: "all",
          minOrder: 10_000_000,
        },
        { name: "euro", site: "de", currencyCode: "EUR", amountOff: 1000, scope: "all" },
        { name: "huge", site: "us", currencyCode: "USD", amountOff: 100_000_000, scope: "main_units" },
      ])
      .returning({ id: couponCampaigns.id, name: couponCampaigns.name });
    for (const row of made) campaign[row.name] = row.id;
  });
  afterAll(() => database?.close());

  const issue = async (name: string, values: Partial<typeof coupons.$inferInsert> = {}) => {
    const code = generateCouponCode();
    await database.db.insert(coupons).values({
      campaignId: campaign[name] as number,
      code,
      validFrom: new Date(Date.now() - day),
      validUntil: new Date(Date.now() + 30 * day),
      ...values,
    });
    return code;
  };
  const api = async <T>(path: string, token: string, body: unknown) => {
    const response = await app.request(`/api/web${path}`, {
      method: "POST",
      headers: {
        clientId: "store-web",
        clientSecret: "store-web-public",
        site: "us",
        token,
        "content-type": "application/json",
        "Idempotency-Key": crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<T> };
  };
  const shopperWithCart = async (spec = product) => {
    const shopper = await createShopper(database.db);
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: spec.goodsId, specId: spec.specId, quantity: 1 },
    ]);
    return shopper;
  };
  const preview = (shopper: { token: string; addressId: number }, couponCode?: string) =>
    api<Preview>("/order/checkout/preview", shopper.token, { addressId: shopper.addressId, couponCode });
  const submit = (shopper: { token: string; addressId: number }, couponCode: string, expectedTotal: number) =>
    api<Placed>("/order/checkout/submit", shopper.token, {
      addressId: shopper.addressId,
      paymentMethod: "card",
      expectedTotal,
      couponCode,
    });
  const usesOf = async (code: string) => {
    const [row] = await database.db
      .select({ uses: coupons.uses })
      .from(coupons)
      .where(eq(coupons.code, code));
    return row?.uses;
  };

  it("shows the discount in the summary and refuses each unusable coupon with its own message", async () => {
    const shopper = await shopperWithCart();
    const plain = await preview(shopper);
    const code = await issue("ten off");
    const discounted = await preview(shopper, code.toLowerCase());
    expect(discounted.status).toBe(200);
    expect(discounted.body.data).toMatchObject({ discount: 1000, couponCode: code });
    // US sales tax is on what is paid, so the total drops by the discount plus its tax.
    expect(discounted.body.data.total).toBeLessThan(plain.body.data.total - 999);
    const huge = await preview(shopper, await issue("huge"));
    expect(huge.body.data.discount).toBe(huge.body.data.subtotal);

    const refusals: [string, string][] = [
      ["ZZZZZZZZZZZZ", texts.i18n_coupon_error_unknown],
      [await issue("ten off", { validUntil: new Date(Date.now() - day) }), texts.i18n_coupon_error_expired],
      [await issue("ten off", { uses: 1 }), texts.i18n_coupon_error_used],
      [
        await issue("ten off", { validFrom: new Date(Date.now() + day) }),
        texts.i18n_coupon_error_not_started,
      ],
      [await issue("euro"), texts.i18n_coupon_error_site],
      [await issue("accessories"), texts.i18n_coupon_error_scope],
      [
        await issue("ten off", { customerId: (await createShopper(database.db)).customerId }),
        texts.i18n_coupon_error_unknown,
      ],
    ];
    for (const [refused, message] of refusals) {
      const answer = await preview(shopper, refused);
      expect(answer.status, message).toBe(422);
      expect(answer.body.message).toBe(message);
    }
    const minimum = await preview(shopper, await issue("big minimum"));
    expect(minimum.body.message).toBe("This coupon needs at least $100,000.00 of eligible items.");
  });

  it("redeems the coupon with the order, returns it once on cancel, and it counts again", async () => {
    const shopper = await shopperWithCart();
    const code = await issue("ten off");
    const shown = await preview(shopper, code);
    const placed = await submit(shopper, code, shown.body.data.total);
    expect(placed.status).toBe(200);
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.body.data.orderNumber));
    expect(order?.discount).toBe(1000);
    expect(await usesOf(code)).toBe(1);
    const [owner] = await database.db
      .select({ customerId: coupons.customerId })
      .from(coupons)
      .where(eq(coupons.code, code));
    expect(owner?.customerId).toBe(shopper.customerId);
    const cancel = () =>
      api("/personalCenter/order/cancel", shopper.token, { orderNumber: placed.body.data.orderNumber });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(200);
    expect(await usesOf(code)).toBe(0);
    const [redemption] = await database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order?.id as number));
    expect(redemption?.returnedAt).not.toBeNull();
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: product.goodsId, specId: product.specId, quantity: 1 },
    ]);
    expect((await preview(shopper, code)).body.data.discount).toBe(1000);
  });

  it("gives the coupon back once when the shopper's cancel and two expiry workers race", async () => {
    const late = new Date(Date.now() + (env().ORDER_PAYMENT_MINUTES + 1) * 60_000);
    const shopper = await shopperWithCart();
    const code = await issue("ten off");
    const placed = await submit(shopper, code, (await preview(shopper, code)).body.data.total);
    expect(await usesOf(code)).toBe(1);
    const [canceled] = await Promise.all([
      api("/personalCenter/order/cancel", shopper.token, { orderNumber: placed.body.data.orderNumber }),
      expireUnpaidOrders(database.db, late),
      expireUnpaidOrders(database.db, late),
    ]);
    expect(canceled.status).toBe(200);
    expect(await usesOf(code)).toBe(0);
  });

  it("returns a coupon whose validity ended while its order waited as Expired, not usable again", async () => {
    const shopper = await shopperWithCart();
    const code = await issue("ten off");
    const placed = await submit(shopper, code, (await preview(shopper, code)).body.data.total);
    await database.db
      .update(coupons)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(coupons.code, code));
    const canceled = await api("/personalCenter/order/cancel", shopper.token, {
      orderNumber: placed.body.data.orderNumber,
    });
    expect(canceled.status).toBe(200);
    expect(await usesOf(code)).toBe(0);
    const wallet = await api<{ list: { code: string }[] }>("/personalCenter/userCoupon/list", shopper.token, {
      status: "expired",
    });
    expect(wallet.body.data.list.map((coupon) => coupon.code)).toContain(code);
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: product.goodsId, specId: product.specId, quantity: 1 },
    ]);
    expect((await preview(shopper, code)).body.message).toBe(texts.i18n_coupon_error_expired);
  });

  it("discounts exactly one of 20 orders racing for a single-use code; the others hear it is used", async () => {
    const code = await issue("ten off");
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWithCart()));
    const previews = await Promise.all(shoppers.map((shopper) => preview(shopper, code)));
    const answers = await Promise.all(
      shoppers.map((shopper, index) => submit(shopper, code, previews[index]?.body.data.total as number)),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      // Lost inside the transaction: 409, used. Started after the winner committed: the code is in the winner's
      // wallet by then, so it is another shopper's and answers as unknown (422), like any code one cannot use.
      expect([
        [409, texts.i18n_coupon_error_used],
        [422, texts.i18n_coupon_error_unknown],
      ]).toContainEqual([refused.status, refused.body.message]);
    }
    expect(await usesOf(code)).toBe(1);
    expect(
      await database.db.$count(
        couponRedemptions,
        eq(
          couponRedemptions.couponId,
          (await database.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)))[0]
            ?.id as number,
        ),
      ),
    ).toBe(1);
  });

  it("covers only the lines in its scope", async () => {
    const shopper = await createShopper(database.db);
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: product.goodsId, specId: product.specId, quantity: 1 },
      { goodsId: accessory.goodsId, specId: accessory.specId, quantity: 1 },
    ]);
    const answer = await preview(shopper, await issue("accessories"));
    expect(answer.status).toBe(200);
    expect(answer.body.data.discount).toBe(Math.min(500, accessory.price));
  });
});
