import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { resolveSite } from "../../lib/sites.ts";
import { payPlacedOrder } from "../../modules/checkout/pay-order.ts";
import { placeOrder } from "../../modules/checkout/place-order.ts";
import { receivePaymentNotification } from "../../modules/checkout/receive-payment-notification.ts";
import { refundOrder } from "../../modules/checkout/refund-order.ts";
import { shipOrder, trackOrder } from "../../modules/checkout/ship-order.ts";
import { summarizeCheckout } from "../../modules/checkout/summarize-checkout.ts";
import { issueCoupon } from "../../modules/coupons/issue-coupon.ts";
import { couponCampaigns, couponRedemptions, coupons } from "../../modules/coupons/tables.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { getOrderDetail } from "../../modules/orders/get-order-detail.ts";
import { orders } from "../../modules/orders/tables.ts";
import { createPaymentProviders, type PaymentProviders } from "../../modules/payments/payment-providers.ts";
import { actOnSandboxPayment } from "../../modules/payments/sandbox/act-on-sandbox-payment.ts";
import { deliverSandboxNotifications } from "../../modules/payments/sandbox/deliver-sandbox-notifications.ts";
import { sandboxNotifications } from "../../modules/payments/sandbox/tables.ts";
import { submitRequestedRefunds } from "../../modules/payments/submit-requested-refunds.ts";
import { createShopper, fillCart, findSellable } from "../setup/checkout-shopper.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const us = resolveSite("us");

describe.each(databaseKinds)("shipping and refunding paid orders on %s", (kind: DatabaseKind) => {
  let database: Database;
  let providers: PaymentProviders;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    providers = createPaymentProviders(database.db);
  });
  afterAll(() => database?.close());

  /** Delivers the sandbox's notifications straight to the use-case the notify endpoint calls. */
  const settle = async () => {
    await database.db.update(sandboxNotifications).set({ deliverAt: new Date(Date.now() - 1000) });
    await deliverSandboxNotifications(database.db, env().SANDBOX_WEBHOOK_SECRET, async (body, signature) => {
      await receivePaymentNotification(
        database.db,
        providers.active,
        body,
        new Headers({ "sandbox-signature": signature }),
      );
      return 200;
    });
  };
  const paidOrder = async (couponCode?: string) => {
    const [spec] = await findSellable(database.db, "us", 1);
    const shopper = await createShopper(database.db);
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: spec?.goodsId as number, specId: spec?.specId as number, quantity: 1 },
    ]);
    const summary = await summarizeCheckout(database.db, shopper.customerId, us, shopper.addressId, {
      couponCode,
    });
    const { order } = await placeOrder(database.db, shopper.customerId, us, {
      addressId: shopper.addressId,
      paymentMethod: "card",
      expectedTotal: summary.total,
      idempotencyKey: null,
      couponCode,
    });
    const { payUrl } = await payPlacedOrder(database.db, providers.active, order, "card", env().PUBLIC_URL);
    const paymentId = new URL(payUrl).pathname.split("/").pop() as string;
    await actOnSandboxPayment(database.db, paymentId, { kind: "card", cardNumber: "4242424242424242" }, 0);
    await settle();
    return order.id;
  };
  const orderOf = async (id: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0] as typeof orders.$inferSelect;

  it("refunds part of a paid order once the provider confirms, then the rest, never more than was captured", async () => {
    const id = await paidOrder();
    const captured = (await orderOf(id)).capturedAmount;
    expect(captured).toBeGreaterThan(1000);

    await refundOrder(database.db, id, 1000);
    expect((await orderOf(id)).status).toBe(1);
    expect(await submitRequestedRefunds(database.db, providers.named)).toBe(1);
    await settle();
    let order = await orderOf(id);
    expect(order.status).toBe(4);
    expect(order.refundedAmount).toBe(1000);

    await expect(refundOrder(database.db, id, captured)).rejects.toMatchObject({ status: 409 });
    const rest = await refundOrder(database.db, id);
    expect(rest.amount).toBe(captured - 1000);
    await submitRequestedRefunds(database.db, providers.named);
    await settle();
    order = await orderOf(id);
    expect(order.refundedAmount).toBe(captured);
    await expect(refundOrder(database.db, id, 1)).rejects.toMatchObject({ status: 409 });
  });

  it("keeps the coupon of a refunded order used: a refund gives money back, not the coupon", async () => {
    const [campaign] = await database.db
      .insert(couponCampaigns)
      .values({
        name: "refund test",
        site: "us",
        currencyCode: "USD",
        amountOff: 500,
        scope: "all",
        validDays: 30,
      })
      .returning({ id: couponCampaigns.id });
    const coupon = await issueCoupon(database.db, campaign?.id as number, {});
    const id = await paidOrder(coupon.code);
    expect((await orderOf(id)).discount).toBe(500);
    await refundOrder(database.db, id);
    await submitRequestedRefunds(database.db, providers.named);
    await settle();
    expect((await orderOf(id)).status).toBe(4);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.uses).toBe(1);
    const [redemption] = await database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, id));
    expect(redemption?.returnedAt).toBeNull();
  });

  it("has nothing to refund on an unpaid order", async () => {
    const [spec] = await findSellable(database.db, "us", 1);
    const shopper = await createShopper(database.db);
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: spec?.goodsId as number, specId: spec?.specId as number, quantity: 1 },
    ]);
    const summary = await summarizeCheckout(database.db, shopper.customerId, us, shopper.addressId);
    const { order } = await placeOrder(database.db, shopper.customerId, us, {
      addressId: shopper.addressId,
      paymentMethod: "card",
      expectedTotal: summary.total,
      idempotencyKey: null,
    });
    await expect(refundOrder(database.db, order.id, 100)).rejects.toMatchObject({ status: 409 });
  });

  it("ships a paid order with its carrier and tracking, mails the shopper, and records the carrier's progress", async () => {
    const id = await paidOrder();
    const order = await orderOf(id);
    await expect(trackOrder(database.db, id, "Picked up")).rejects.toMatchObject({ status: 409 });
    const shipped = await shipOrder(database.db, id, { carrier: "DHL", trackingNumber: "JD0142" });
    expect(shipped).toMatchObject({ status: 2, carrier: "DHL", trackingNumber: "JD0142" });
    await trackOrder(database.db, id, "Arrived at the sorting centre");
    const detail = await getOrderDetail(database.db, order.customerId, order.orderNumber);
    expect(detail.logistics).toMatchObject({ carrier: "DHL", trackingNumber: "JD0142" });
    expect(detail.history.map((event) => [event.kind, event.status ?? event.note])).toEqual([
      ["status", 0],
      ["status", 1],
      ["status", 2],
      ["tracking", "Arrived at the sorting centre"],
    ]);
    const mails = await database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.to, order.shippingAddress.email));
    expect(mails.map((mail) => mail.subject)).toContain(`Order ${order.orderNumber} is on its way`);
    await expect(shipOrder(database.db, id, { carrier: "UPS", trackingNumber: "1Z" })).rejects.toMatchObject({
      status: 409,
    });
    // A shipped order can still be refunded (returns within 7 days).
    await refundOrder(database.db, id);
    await submitRequestedRefunds(database.db, providers.named);
    await settle();
    expect((await orderOf(id)).status).toBe(4);
  });
});
