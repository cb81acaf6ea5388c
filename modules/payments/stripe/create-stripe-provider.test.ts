import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../lib/errors.ts";
import { type FakeStripe, startFakeStripe } from "../../../tests/setup/fake-stripe-server.ts";
import type { PaymentProvider, PaymentRequest } from "../payment-provider.ts";
import { createStripeProvider, stripeLocale, stripeMethodTypes } from "./create-stripe-provider.ts";

const secretKey = "sk_test_fake_0123456789";
const webhookSecret = "whsec_test_fake_0123456789";

let fake: FakeStripe;
let stripe: PaymentProvider;
let serial = 0;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey, webhookSecret });
  stripe = createStripeProvider({ secretKey, webhookSecret, apiBase: fake.apiBase });
});
afterAll(() => fake.close());

function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  serial += 1;
  const orderNumber = `BH26112500${String(serial).padStart(2, "0")}`;
  return {
    idempotencyKey: `pay_${orderNumber}_${Date.now()}`,
    orderNumber,
    amount: 12_999,
    currencyCode: "EUR",
    method: "card",
    returnUrl: `http://127.0.0.1:3000/personal/order_detail?orderNumber=${orderNumber}`,
    locale: "de-DE",
    ...overrides,
  };
}

/** The last request the fake received on `path`. */
function lastRequest(method: string, path: string) {
  const found = fake.requests.filter((request) => request.method === method && request.path === path).at(-1);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

async function paidSession(overrides: Partial<PaymentRequest> = {}) {
  const { reference } = await stripe.createPayment(paymentRequest(overrides));
  return fake.completeSession(reference);
}

async function refused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: "BAD_REQUEST", status: 400, messageKey: "i18n_error_invalid_value" });
}

describe("Stripe adapter: creating a payment", () => {
  it("opens a Checkout Session for the order's total, currency, method and language, with the store's key", async () => {
    const request = paymentRequest({
      method: "klarna",
      amount: 45_050,
      currencyCode: "EUR",
      locale: "de-DE",
    });
    const { reference, redirectUrl } = await stripe.createPayment(request);

    expect(reference).toMatch(/^cs_test_[0-9A-Za-z]+$/);
    expect(redirectUrl).toBe(fake.session(reference).url);
    const sent = lastRequest("POST", "/v1/checkout/sessions");
    expect(sent.authorization).toBe(`Bearer ${secretKey}`);
    expect(sent.stripeVersion).toBe(Stripe.API_VERSION);
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    const metadata = { orderNumber: request.orderNumber, idempotencyKey: request.idempotencyKey };
    expect(sent.params).toEqual({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: { currency: "eur", unit_amount: "45050", product_data: { name: request.orderNumber } },
        },
      ],
      allowed_payment_method_types: ["klarna"],
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
      locale: "de",
      client_reference_id: request.orderNumber,
      metadata,
      payment_intent_data: { metadata },
    });
    expect(fake.session(reference)).toMatchObject({
      object: "checkout.session",
      amount_total: 45_050,
      currency: "eur",
      payment_status: "unpaid",
      status: "open",
      payment_intent: null,
      metadata,
    });
    expect(fake.paymentIntentMetadata(reference)).toEqual(metadata);
  });

  it("offers card for card and both wallets, PayPal and Klarna as themselves", async () => {
    expect(stripeMethodTypes("card")).toEqual(["card"]);
    expect(stripeMethodTypes("googlepay")).toEqual(["card"]);
    expect(stripeMethodTypes("applepay")).toEqual(["card"]);
    expect(stripeMethodTypes("paypal")).toEqual(["paypal"]);
    expect(stripeMethodTypes("klarna")).toEqual(["klarna"]);

    await stripe.createPayment(paymentRequest({ method: "applepay", currencyCode: "USD", locale: "en-US" }));
    const sent = lastRequest("POST", "/v1/checkout/sessions").params;
    expect(sent.allowed_payment_method_types).toEqual(["card"]);
    expect(sent.locale).toBe("en");
    expect(sent.line_items).toMatchObject([{ price_data: { currency: "usd" } }]);

    await stripe.createPayment(paymentRequest({ method: "paypal", currencyCode: "GBP", locale: "en-GB" }));
    const paypal = lastRequest("POST", "/v1/checkout/sessions").params;
    expect(paypal.allowed_payment_method_types).toEqual(["paypal"]);
    expect(paypal.locale).toBe("en-GB");
  });

  it("maps the store's locales to Checkout's, auto for any it does not have", () => {
    expect(stripeLocale("de-DE")).toBe("de");
    expect(stripeLocale("en-US")).toBe("en");
    expect(stripeLocale("en-GB")).toBe("en-GB");
    expect(stripeLocale("fr-FR")).toBe("fr");
    expect(stripeLocale("es-ES")).toBe("es");
    expect(stripeLocale("it-IT")).toBe("it");
    expect(stripeLocale("pt_br")).toBe("pt-BR");
    expect(stripeLocale("zh-TW")).toBe("zh-TW");
    expect(stripeLocale("ga-IE")).toBe("auto");
    expect(stripeLocale("")).toBe("auto");
  });

  it("makes one session for the same idempotency key sent twice; the key with another amount is refused", async () => {
    const request = paymentRequest();
    const before = fake.sessionCount();
    const first = await stripe.createPayment(request);
    const second = await stripe.createPayment(request);
    expect(second).toEqual(first);
    expect(fake.sessionCount()).toBe(before + 1);

    await expect(stripe.createPayment({ ...request, amount: request.amount + 1 })).rejects.toMatchObject({
      type: "StripeIdempotencyError",
    });
    expect(fake.sessionCount()).toBe(before + 1);
  });
});

describe("Stripe adapter: reading notifications", () => {
  it("reads a paid completed session as payment.succeeded, with the session as the reference", async () => {
    const session = await paidSession({ amount: 12_999, currencyCode: "EUR" });
    const delivery = fake.notification("checkout.session.completed", session);

    await expect(stripe.readNotification(delivery.payload, delivery.headers)).resolves.toEqual({
      provider: "stripe",
      eventId: delivery.eventId,
      type: "payment.succeeded",
      paymentReference: session.id,
      amount: 12_999,
      currencyCode: "EUR",
    });
  });

  it("reads a delayed method: completed unpaid is pending, then its async outcome succeeds or fails", async () => {
    for (const succeeded of [true, false]) {
      const { reference } = await stripe.createPayment(paymentRequest({ method: "klarna", amount: 80_000 }));
      const completed = fake.completeSession(reference, "unpaid");
      const pending = fake.notification("checkout.session.completed", completed);
      await expect(stripe.readNotification(pending.payload, pending.headers)).resolves.toMatchObject({
        type: "payment.pending",
        paymentReference: reference,
        amount: 80_000,
        currencyCode: "EUR",
      });

      const settled = fake.settleAsyncPayment(reference, succeeded);
      const outcome = fake.notification(
        succeeded ? "checkout.session.async_payment_succeeded" : "checkout.session.async_payment_failed",
        settled,
      );
      await expect(stripe.readNotification(outcome.payload, outcome.headers)).resolves.toEqual({
        provider: "stripe",
        eventId: outcome.eventId,
        type: succeeded ? "payment.succeeded" : "payment.failed",
        paymentReference: reference,
        amount: 80_000,
        currencyCode: "EUR",
      });
    }
  });

  it("reads an expired session as payment.canceled", async () => {
    const { reference } = await stripe.createPayment(paymentRequest({ currencyCode: "GBP", amount: 3_000 }));
    const delivery = fake.notification("checkout.session.expired", fake.expireSession(reference));
    await expect(stripe.readNotification(delivery.payload, delivery.headers)).resolves.toMatchObject({
      type: "payment.canceled",
      paymentReference: reference,
      amount: 3_000,
      currencyCode: "GBP",
    });
  });

  it("answers null for events the store does not act on", async () => {
    const session = await paidSession();
    for (const type of ["payment_intent.succeeded", "charge.refunded", "customer.created"]) {
      const delivery = fake.notification(type, session);
      await expect(stripe.readNotification(delivery.payload, delivery.headers)).resolves.toBeNull();
    }
    const free = fake.notification("checkout.session.completed", {
      ...session,
      payment_status: "no_payment_required",
    });
    await expect(stripe.readNotification(free.payload, free.headers)).resolves.toBeNull();
  });

  it("refuses no signature, a wrong secret, a re-serialised body, a stale or forged stamp with BAD_REQUEST", async () => {
    const session = await paidSession();
    const good = fake.notification("checkout.session.completed", session);
    await expect(stripe.readNotification(good.payload, good.headers)).resolves.not.toBeNull();

    await refused(stripe.readNotification(good.payload, new Headers({ "content-type": "application/json" })));
    await refused(stripe.readNotification(good.payload, new Headers({ "stripe-signature": "" })));
    await refused(stripe.readNotification(good.payload, new Headers({ "stripe-signature": "garbage" })));

    const otherSecret = fake.notification("checkout.session.completed", session, {
      secret: "whsec_someone_else",
    });
    await refused(stripe.readNotification(otherSecret.payload, otherSecret.headers));

    const compact = JSON.stringify(JSON.parse(good.payload));
    expect(compact).not.toBe(good.payload);
    await refused(stripe.readNotification(compact, good.headers));
    const respaced = JSON.stringify(JSON.parse(good.payload), null, 4);
    await refused(stripe.readNotification(respaced, good.headers));
    const tampered = good.payload.replace(`"amount_total": ${session.amount_total}`, '"amount_total": 1');
    expect(tampered).not.toBe(good.payload);
    await refused(stripe.readNotification(tampered, good.headers));

    const stale = fake.notification("checkout.session.completed", session, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    await refused(stripe.readNotification(stale.payload, stale.headers));
    const justInTime = fake.notification("checkout.session.completed", session, {
      timestamp: Math.floor(Date.now() / 1000) - 290,
    });
    await expect(stripe.readNotification(justInTime.payload, justInTime.headers)).resolves.not.toBeNull();

    // The signed stamp is part of what is signed: moving it forward breaks the signature.
    const restamped = new Headers({
      "stripe-signature": stale.headers
        .get("stripe-signature")
        ?.replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000)}`) as string,
    });
    await refused(stripe.readNotification(stale.payload, restamped));
  });
});

describe("Stripe adapter: refunds", () => {
  it("refunds part of a paid session with the store's key, once, and reads the refund's notification", async () => {
    const session = await paidSession({ amount: 20_000, currencyCode: "EUR" });
    const request = {
      paymentReference: session.id,
      amount: 5_000,
      currencyCode: "EUR",
      idempotencyKey: "rf_one",
    };

    const { refundReference } = await stripe.refund(request);
    expect(refundReference).toMatch(/^re_[0-9A-Za-z]+$/);
    expect(lastRequest("GET", `/v1/checkout/sessions/${session.id}`).authorization).toBe(
      `Bearer ${secretKey}`,
    );
    const sent = lastRequest("POST", "/v1/refunds");
    expect(sent.idempotencyKey).toBe("rf_one");
    expect(sent.params).toEqual({
      payment_intent: session.payment_intent,
      amount: "5000",
      metadata: { paymentReference: session.id },
    });

    await expect(stripe.refund(request)).resolves.toEqual({ refundReference });

    const refund = fake.refund(refundReference);
    expect(refund).toMatchObject({ object: "refund", status: "succeeded", amount: 5_000, currency: "eur" });
    const created = fake.notification("refund.created", refund);
    await expect(stripe.readNotification(created.payload, created.headers)).resolves.toEqual({
      provider: "stripe",
      eventId: created.eventId,
      type: "refund.succeeded",
      paymentReference: session.id,
      amount: 5_000,
      currencyCode: "EUR",
      refundReference,
    });

    // What is left can be refunded; more than that is Stripe's error, not a second refund.
    await expect(
      stripe.refund({ ...request, amount: 15_001, idempotencyKey: "rf_too_much" }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "amount_too_large" });
    await expect(
      stripe.refund({ ...request, amount: 15_000, idempotencyKey: "rf_rest" }),
    ).resolves.toMatchObject({
      refundReference: expect.stringMatching(/^re_/),
    });
  });

  it("reads a pending refund's outcome once: when refund.updated changes its status, or refund.failed", async () => {
    const session = await paidSession({ amount: 9_900, currencyCode: "GBP" });
    fake.settings.refundStatus = "pending";
    try {
      for (const outcome of ["succeeded", "failed"] as const) {
        const { refundReference } = await stripe.refund({
          paymentReference: session.id,
          amount: 1_000,
          currencyCode: "GBP",
          idempotencyKey: `rf_pending_${outcome}`,
        });
        const created = fake.notification("refund.created", fake.refund(refundReference));
        await expect(stripe.readNotification(created.payload, created.headers)).resolves.toBeNull();

        const { refund, previousAttributes } = fake.settleRefund(refundReference, outcome);
        const updated = fake.notification("refund.updated", refund, { previousAttributes });
        const expected = {
          type: "refund.succeeded",
          paymentReference: session.id,
          refundReference,
          amount: 1_000,
          currencyCode: "GBP",
        };
        if (outcome === "succeeded") {
          await expect(stripe.readNotification(updated.payload, updated.headers)).resolves.toMatchObject(
            expected,
          );
        } else {
          await expect(stripe.readNotification(updated.payload, updated.headers)).resolves.toBeNull();
          const failed = fake.notification("refund.failed", refund);
          await expect(stripe.readNotification(failed.payload, failed.headers)).resolves.toMatchObject({
            ...expected,
            type: "refund.failed",
          });
        }

        // An update that leaves the status as it was (a receipt number, a note) says nothing new.
        const untouched = fake.notification("refund.updated", refund, {
          previousAttributes: { metadata: {} },
        });
        await expect(stripe.readNotification(untouched.payload, untouched.headers)).resolves.toBeNull();
      }
    } finally {
      fake.settings.refundStatus = "succeeded";
    }
  });

  it("finds the session of a refund made outside the store (no metadata) through its PaymentIntent", async () => {
    const session = await paidSession({ amount: 7_000, currencyCode: "USD", locale: "en-US" });
    const { refundReference } = await stripe.refund({
      paymentReference: session.id,
      amount: 7_000,
      currencyCode: "USD",
      idempotencyKey: "rf_dashboard",
    });
    const fromDashboard = { ...fake.refund(refundReference), metadata: {} };
    const delivery = fake.notification("refund.created", fromDashboard);

    await expect(stripe.readNotification(delivery.payload, delivery.headers)).resolves.toMatchObject({
      type: "refund.succeeded",
      paymentReference: session.id,
      refundReference,
      amount: 7_000,
      currencyCode: "USD",
    });
    expect(lastRequest("GET", "/v1/checkout/sessions").query).toEqual({
      payment_intent: session.payment_intent,
      limit: "1",
    });
  });

  it("refuses to refund a session that was never paid or is in another currency", async () => {
    const { reference } = await stripe.createPayment(paymentRequest());
    await expect(
      stripe.refund({
        paymentReference: reference,
        amount: 100,
        currencyCode: "EUR",
        idempotencyKey: "rf_unpaid",
      }),
    ).rejects.toThrow(/no payment to refund/);
    const session = await paidSession({ currencyCode: "EUR" });
    await expect(
      stripe.refund({
        paymentReference: session.id,
        amount: 100,
        currencyCode: "USD",
        idempotencyKey: "rf_usd",
      }),
    ).rejects.toThrow(/not in USD/);
  });

  it("sends every request to the fake on 127.0.0.1", () => {
    expect(fake.apiBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(fake.requests.length).toBeGreaterThan(10);
  });
});
