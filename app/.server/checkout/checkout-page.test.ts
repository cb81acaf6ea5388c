import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { goodsSpecs } from "../../../modules/catalog/tables.ts";
import { generateCouponCode } from "../../../modules/coupons/coupon-code.ts";
import { couponCampaigns, coupons } from "../../../modules/coupons/tables.ts";
import { orders } from "../../../modules/orders/tables.ts";
import {
  createPaymentProviders,
  type PaymentProviders,
} from "../../../modules/payments/payment-providers.ts";
import { createShopper, fillCart, findSellable } from "../../../tests/setup/checkout-shopper.ts";
import { callPage, pageRequest, settle } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { loadCheckout } from "./load-checkout.ts";
import { submitCheckout } from "./submit-checkout.ts";

type Loaded = Awaited<ReturnType<typeof loadCheckout>>;

describe("the checkout screen", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seeded: true });
  });
  afterAll(() => database?.close());

  const shopperWithCart = async () => {
    const [spec] = await findSellable(database.db, "us", 1);
    const shopper = await createShopper(database.db);
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: spec?.goodsId as number, specId: spec?.specId as number, quantity: 1 },
    ]);
    return shopper;
  };
  const load = async (token?: string, path = "/order_checkout") =>
    settle(() => callPage(database.db, loadCheckout, pageRequest(path, { token })));
  const place = (
    token: string,
    loaded: Loaded,
    changes: Record<string, string> = {},
    payments?: PaymentProviders,
    woken?: string[],
  ) =>
    settle(() =>
      callPage(
        database.db,
        submitCheckout,
        pageRequest("/order_checkout", {
          token,
          form: {
            intent: "place",
            addressId: String(loaded.addressId),
            paymentMethod: "card",
            expectedTotal: String(loaded.summary?.total),
            cartVersion: loaded.summary?.cartVersion ?? "",
            idempotencyKey: loaded.idempotencyKey,
            ...changes,
          },
        }),
        payments,
        woken,
      ),
    );

  it("sends a visitor to login and back to checkout", async () => {
    expect(await load(undefined, "/de/order_checkout")).toMatchObject({
      status: 302,
      location: "/de/user/login?from=%2Forder_checkout",
    });
  });

  it("shows the summary for the default address and places the order on the provider's page", async () => {
    const shopper = await shopperWithCart();
    const loaded = (await load(shopper.token)).data as Loaded;
    expect(loaded.addressId).toBe(shopper.addressId);
    expect(loaded.summary?.lines).toHaveLength(1);
    expect(loaded.methods).toEqual(["card", "paypal", "googlepay", "applepay", "klarna"]);
    const woken: string[] = [];
    const placed = await place(shopper.token, loaded, {}, undefined, woken);
    expect(placed.status).toBe(302);
    expect(placed.location).toMatch(/\/sandbox-pay\/sbx_pay_/);
    // Its mail is due now; the checkout worker has nothing to do for a placed order (ADR 0048).
    expect(woken).toEqual(["mail"]);
    // The same form sent again (a double click, a reload) is the same order, on the same provider page.
    expect(await place(shopper.token, loaded)).toMatchObject({ location: placed.location });
  });

  it("shows the spec's message and the new summary when the cart changed since the page was shown", async () => {
    const shopper = await shopperWithCart();
    const loaded = (await load(shopper.token)).data as Loaded;
    await database.db.execute(
      sql`update cart_lines set quantity = 3 where customer_id = ${shopper.customerId}`,
    );
    const refused = await place(shopper.token, loaded);
    expect(refused.status).toBe(200);
    const answer = refused.data as { formError: string; summary: { lines: { quantity: number }[] } };
    expect(answer.formError).toBe("i18n_checkout_error_cart_changed");
    expect(answer.summary.lines[0]?.quantity).toBe(3);
  });

  it("names the line that sold out since the page was shown, and places no order", async () => {
    const shopper = await shopperWithCart();
    const loaded = (await load(shopper.token)).data as Loaded;
    const line = loaded.summary?.lines[0];
    const [spec] = await database.db
      .select({ stock: goodsSpecs.stock })
      .from(goodsSpecs)
      .where(eq(goodsSpecs.id, line?.specId as number));
    await database.db
      .update(goodsSpecs)
      .set({ stock: 0 })
      .where(eq(goodsSpecs.id, line?.specId as number));
    try {
      const refused = await place(shopper.token, loaded);
      expect(refused.status).toBe(200);
      expect(refused.data).toMatchObject({
        formError: "i18n_checkout_error_stock",
        formValues: { names: line?.name },
      });
      const placed = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.customerId, shopper.customerId));
      expect(placed).toEqual([]);
    } finally {
      await database.db
        .update(goodsSpecs)
        .set({ stock: spec?.stock as number })
        .where(eq(goodsSpecs.id, line?.specId as number));
    }
  });

  it("keeps the order when the payment provider does not answer, and sends the shopper to pay it again", async () => {
    const shopper = await shopperWithCart();
    const loaded = (await load(shopper.token)).data as Loaded;
    const working = createPaymentProviders(database.db);
    const down: PaymentProviders = {
      ...working,
      active: { ...working.active, createPayment: () => Promise.reject(new Error("connect ECONNREFUSED")) },
    };
    const placed = await place(shopper.token, loaded, {}, down);
    expect(placed.status).toBe(302);
    expect(placed.location).toMatch(/^\/personal\/order_detail\?orderNumber=[\w-]+&pay$/);
    const [order] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.customerId, shopper.customerId));
    expect(order?.status).toBe(0);
    // Sent again once the provider is back, the form is the same order, now on the provider's page.
    expect((await place(shopper.token, loaded, {}, working)).location).toMatch(/\/sandbox-pay\/sbx_pay_/);
  });

  it("applies a coupon from the query, refuses a bad one next to its field, and places the order with it", async () => {
    const shopper = await shopperWithCart();
    const [campaign] = await database.db
      .insert(couponCampaigns)
      .values({ name: "ten off", site: "us", currencyCode: "USD", amountOff: 1000, scope: "all" })
      .returning({ id: couponCampaigns.id });
    const code = generateCouponCode();
    await database.db.insert(coupons).values({
      campaignId: campaign?.id as number,
      code,
      customerId: shopper.customerId,
      validFrom: new Date(Date.now() - 60_000),
      validUntil: new Date(Date.now() + 86_400_000),
    });
    const plain = (await load(shopper.token)).data as Loaded;
    expect(plain.coupon.wallet.map((entry) => entry.code)).toEqual([code]);
    const refused = (await load(shopper.token, "/order_checkout?coupon=NOSUCHCODE00")).data as Loaded;
    expect(refused.coupon.refusal?.key).toBe("i18n_coupon_error_unknown");
    expect(refused.summary?.total).toBe(plain.summary?.total);
    const applied = (await load(shopper.token, `/order_checkout?coupon=${code.toLowerCase()}`))
      .data as Loaded;
    expect(applied.summary).toMatchObject({ discount: 1000, couponCode: code });
    const placed = await place(shopper.token, applied, { couponCode: code });
    expect(placed.location).toMatch(/\/sandbox-pay\/sbx_pay_/);
    const [order] = await database.db
      .select({ discount: orders.discount })
      .from(orders)
      .where(eq(orders.customerId, shopper.customerId));
    expect(order?.discount).toBe(1000);
  });

  it("saves a new address from the checkout and shows the checkout for it", async () => {
    const shopper = await shopperWithCart();
    const saved = await settle(() =>
      callPage(
        database.db,
        submitCheckout,
        pageRequest("/order_checkout", {
          token: shopper.token,
          form: {
            intent: "address",
            email: shopper.email,
            firstName: "Grace",
            lastName: "Hopper",
            countryAbbr: "US",
            state: "NY",
            city: "New York",
            address1: "2 Broadway",
            zipCode: "10004",
            telephone: "+1 212 555 0100",
          },
        }),
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toMatch(/^\/order_checkout\?address=\d+$/);
    const loaded = (await load(shopper.token, saved.location)).data as Loaded;
    expect(loaded.addresses).toHaveLength(2);
    // New York's 4 % instead of California's 7.25 %.
    const subtotal = loaded.summary?.subtotal ?? 0;
    expect(loaded.summary?.tax).toBe(Math.round(subtotal * 0.04));
  });
});
