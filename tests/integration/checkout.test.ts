import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { flashDeals } from "../../modules/catalog/deal-tables.ts";
import { goods, goodsSpecs, specPrices } from "../../modules/catalog/tables.ts";
import { expireUnpaidOrders } from "../../modules/checkout/expire-unpaid-orders.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { orders } from "../../modules/orders/tables.ts";
import { signNotification } from "../../modules/payments/notification-signature.ts";
import { createPaymentProviders } from "../../modules/payments/payment-providers.ts";
import { deliverSandboxNotifications } from "../../modules/payments/sandbox/deliver-sandbox-notifications.ts";
import { sandboxNotifications } from "../../modules/payments/sandbox/tables.ts";
import { submitRequestedRefunds } from "../../modules/payments/submit-requested-refunds.ts";
import { payments, refunds } from "../../modules/payments/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { createShopper, fillCart, findSellable, type SellableSpec } from "../setup/checkout-shopper.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
type Answer<T = Record<string, unknown>> = { code: number; data: T; message: string };
type Preview = { total: number; subtotal: number; tax: number; shippingFee: number; cartVersion: string };
type Placed = { orderNumber: string; status: number; payUrl: string | null };

describe.each(databaseKinds)("checkout, payment and orders on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let product: SellableSpec;
  let accessory: SellableSpec;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db, payments: createPaymentProviders(database.db) });
    [product] = (await findSellable(database.db, "us", 1)) as [SellableSpec];
    [accessory] = (await findSellable(database.db, "us", 2)) as [SellableSpec];
    await database.db.update(goodsSpecs).set({ stock: 100 }).where(eq(goodsSpecs.id, product.specId));
  });
  afterAll(() => database?.close());

  const api = async <T = Record<string, unknown>>(
    path: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.request(`/api/web${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...client,
        site: "us",
        ...(token ? { token } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<T> };
  };
  const deliver = () =>
    deliverSandboxNotifications(database.db, env().SANDBOX_WEBHOOK_SECRET, async (body, signature) => {
      const response = await app.request("/api/web/pay/notify/sandbox", {
        method: "POST",
        headers: { "content-type": "application/json", "sandbox-signature": signature },
        body,
      });
      return response.status;
    });
  /** Makes every queued sandbox notification due now (Klarna's later confirmation, a refund's). */
  const hurryNotifications = () =>
    database.db.update(sandboxNotifications).set({ deliverAt: new Date(Date.now() - 1000) });
  const sandboxAct = async (payUrl: string, form: Record<string, string>) => {
    const response = await app.request(new URL(payUrl).pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: new URLSearchParams(form).toString(),
    });
    return response;
  };
  const orderRow = async (orderNumber: string) => {
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    return row as typeof orders.$inferSelect;
  };
  const stockOf = async (specId: number) => {
    const [row] = await database.db
      .select({ stock: goodsSpecs.stock })
      .from(goodsSpecs)
      .where(eq(goodsSpecs.id, specId));
    return row?.stock as number;
  };
  const shopperWithCart = async (quantity = 1, spec = product) => {
    const shopper = await createShopper(database.db);
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: spec.goodsId, specId: spec.specId, quantity },
    ]);
    const preview = await api<Preview>("/order/checkout/preview", shopper.token, {
      addressId: shopper.addressId,
    });
    expect(preview.status).toBe(200);
    return { ...shopper, preview: preview.body.data };
  };
  const submit = (
    shopper: { token: string; addressId: number },
    body: Record<string, unknown>,
    key: string | null = crypto.randomUUID(),
  ) =>
    api<Placed>(
      "/order/checkout/submit",
      shopper.token,
      { addressId: shopper.addressId, paymentMethod: "card", ...body },
      key ? { "Idempotency-Key": key } : {},
    );

  /** Submits the shopper's previewed cart, paying by card, to a store made for one test (another provider). */
  const submitCard = (
    store: ReturnType<typeof createApp>,
    shopper: { token: string; addressId: number; preview: Preview },
    headers: Record<string, string> = {},
  ) =>
    store.request("/api/web/order/checkout/submit", {
      method: "POST",
      headers: {
        ...client,
        site: "us",
        token: shopper.token,
        "content-type": "application/json",
        ...headers,
      },
      body: JSON.stringify({
        addressId: shopper.addressId,
        paymentMethod: "card",
        expectedTotal: shopper.preview.total,
      }),
    });

  it("places an order, pays it by card through the sandbox and its notification, and mails the shopper", async () => {
    const before = await stockOf(product.specId);
    const shopper = await shopperWithCart(2);
    const cart = await api<{ userShopCarRspList: { currPrice: number }[] }>(
      "/goods/userShopCar/list",
      shopper.token,
    );
    const shown = cart.body.data.userShopCarRspList[0]?.currPrice as number;
    expect(shown).toBeGreaterThan(0);
    // The price the cart showed (a flash deal's, if one runs), twice; California adds 7.25 % sales tax on the
    // goods; a main unit ships free.
    expect(shopper.preview.subtotal).toBe(shown * 2);
    expect(shopper.preview.shippingFee).toBe(0);
    expect(shopper.preview.tax).toBe(Math.round((shown * 2 * 7.25) / 100));
    expect(shopper.preview.total).toBe(shopper.preview.subtotal + shopper.preview.tax);

    const placed = await submit(shopper, {
      expectedTotal: shopper.preview.total,
      cartVersion: shopper.preview.cartVersion,
    });
    expect(placed.status).toBe(200);
    const { orderNumber, payUrl } = placed.body.data;
    expect(placed.body.data.status).toBe(0);
    expect(payUrl).toMatch(/\/sandbox-pay\/sbx_pay_/);
    expect(await stockOf(product.specId)).toBe(before - 2);
    const emptied = await api<{ userShopCarRspList: unknown[] }>("/goods/userShopCar/list", shopper.token);
    expect(emptied.body.data.userShopCarRspList).toHaveLength(0);

    const page = await app.request(new URL(payUrl as string).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("4242 4242 4242 4242");
    const paid = await sandboxAct(payUrl as string, { action: "card", cardNumber: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain(`/personal/order_detail?orderNumber=${orderNumber}`);
    // The browser coming back proves nothing: only the notification moves the order.
    expect((await orderRow(orderNumber)).status).toBe(0);
    expect(await deliver()).toBe(1);
    const order = await orderRow(orderNumber);
    expect(order.status).toBe(1);
    expect(order.capturedAmount).toBe(shopper.preview.total);
    const detail = await api<{ status: number; total: number; lines: unknown[] }>(
      `/personalCenter/order/detail?orderNumber=${orderNumber}`,
      shopper.token,
    );
    expect(detail.body.data).toMatchObject({ status: 1, total: shopper.preview.total });
    expect(detail.body.data.lines).toHaveLength(1);
    const mails = await database.db.select().from(mailJobs).where(eq(mailJobs.to, shopper.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${orderNumber} is placed`,
      `Payment received for order ${orderNumber}`,
    ]);
  });

  it("ignores prices and totals a client sends, and refuses a total or cart other than the shopper saw", async () => {
    const shopper = await shopperWithCart(1);
    const wrong = await submit(shopper, { expectedTotal: 1, price: 1, total: 1, currencyCode: "EUR" });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe("Abnormal amount calculation");
    expect((wrong.body.data as unknown as { summary: Preview }).summary.total).toBe(shopper.preview.total);
    await database.db.execute(
      sql`update cart_lines set quantity = 2 where customer_id = ${shopper.customerId}`,
    );
    const changed = await submit(shopper, {
      expectedTotal: shopper.preview.total,
      cartVersion: shopper.preview.cartVersion,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe("Data error, please add merger settlement again.");
    const orderCount = await database.db.$count(orders, eq(orders.customerId, shopper.customerId));
    expect(orderCount).toBe(0);
  });

  it("makes one order of a submit sent twice with one Idempotency-Key, and refuses the key with another body", async () => {
    const shopper = await shopperWithCart(1);
    const key = crypto.randomUUID();
    const body = { expectedTotal: shopper.preview.total };
    const [first, second] = await Promise.all([submit(shopper, body, key), submit(shopper, body, key)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.orderNumber).toBe(first.body.data.orderNumber);
    expect(await database.db.$count(orders, eq(orders.customerId, shopper.customerId))).toBe(1);
    // One payment too: the repeat pays through the attempt the first wrote, even while the first is still
    // calling the provider.
    expect(second.body.data.payUrl).toBe(first.body.data.payUrl);
    const [order] = await database.db.select().from(orders).where(eq(orders.customerId, shopper.customerId));
    expect(await database.db.$count(payments, eq(payments.orderId, order?.id as number))).toBe(1);
    // Sent again after both answered (the cart now empty): the same order, and the payment it already opened.
    const again = await submit(shopper, body, key);
    expect(again.status).toBe(200);
    expect(again.body.data.orderNumber).toBe(first.body.data.orderNumber);
    expect([first.body.data.payUrl, second.body.data.payUrl]).toContain(again.body.data.payUrl);
    expect(await database.db.$count(orders, eq(orders.customerId, shopper.customerId))).toBe(1);
    const other = await submit(
      shopper,
      { expectedTotal: shopper.preview.total, notes: "leave at the door" },
      key,
    );
    expect(other.status).toBe(422);
  });

  it("opens one payment for a submit repeated while the first is still waiting on the provider", async () => {
    const shopper = await shopperWithCart(1);
    const working = createPaymentProviders(database.db);
    const calls: string[] = [];
    const slow = createApp({
      db: database.db,
      payments: {
        ...working,
        active: {
          ...working.active,
          createPayment: async (request) => {
            calls.push(request.idempotencyKey);
            await new Promise((resolve) => setTimeout(resolve, 300));
            return working.active.createPayment(request);
          },
        },
      },
    });
    const send = () => submitCard(slow, shopper, { "Idempotency-Key": "slow-provider-repeat" });
    const first = send();
    // The repeat comes once the first's order is committed and its provider call is under way.
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000, interval: 5 });
    const answers = await Promise.all([first, send()]);
    const [a, b] = (await Promise.all(answers.map((r) => r.json()))) as Answer<Placed>[];
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(b?.data.orderNumber).toBe(a?.data.orderNumber);
    expect(b?.data.payUrl).toBe(a?.data.payUrl);
    // The provider heard one key twice, as a retried call, and the store holds one attempt.
    expect(new Set(calls).size).toBe(1);
    const order = await orderRow(a?.data.orderNumber as string);
    expect(await database.db.$count(payments, eq(payments.orderId, order.id))).toBe(1);
  });

  it("wakes the mail worker after a submit, and leaves the checkout worker to its own rounds", async () => {
    const shopper = await shopperWithCart(1);
    const woken: string[] = [];
    const store = createApp({
      db: database.db,
      payments: createPaymentProviders(database.db),
      wakeMailWorker: () => woken.push("mail"),
      wakeCheckoutWorker: () => woken.push("checkout"),
    });
    const response = await submitCard(store, shopper);
    expect(response.status).toBe(200);
    // Placing queues the order's mail and nothing the checkout worker does (expiry, refunds, notifications):
    // waking it on every submit kept it polling back to back under load.
    expect(woken).toEqual(["mail"]);
  });

  it("keeps the order when the payment provider does not answer, answers 503 with its number, and pays it later", async () => {
    const shopper = await shopperWithCart(1);
    const working = createPaymentProviders(database.db);
    const down = createApp({
      db: database.db,
      payments: {
        ...working,
        active: { ...working.active, createPayment: () => Promise.reject(new Error("connect ECONNREFUSED")) },
      },
    });
    const response = await submitCard(down, shopper);
    expect(response.status).toBe(503);
    const answer = (await response.json()) as Answer<{ orderNumber: string }>;
    expect((await orderRow(answer.data.orderNumber)).status).toBe(0);
    const paid = await api<{ payUrl: string }>("/order/pay", shopper.token, {
      orderNumber: answer.data.orderNumber,
      paymentMethod: "card",
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payUrl).toMatch(/\/sandbox-pay\/sbx_pay_/);
  });

  it("charges an accessories-only order the shipping fee, and refuses a country the site does not ship to", async () => {
    const shopper = await shopperWithCart(1, accessory);
    expect(shopper.preview.shippingFee).toBeGreaterThan(0);
    expect(shopper.preview.total).toBe(
      shopper.preview.subtotal + shopper.preview.shippingFee + shopper.preview.tax,
    );
    const abroad = await createShopper(database.db, { country: "DE", state: "BE" });
    await fillCart(database.db, abroad.customerId, "us", [
      { goodsId: product.goodsId, specId: product.specId, quantity: 1 },
    ]);
    const refused = await api("/order/checkout/preview", abroad.token, { addressId: abroad.addressId });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Germany");
    // The field's message names the country too, not the catalogue's placeholder.
    expect(refused.body.data.fields).toEqual([{ field: "addressId", message: refused.body.message }]);
  });

  it("verifies notifications: unsigned, wrongly signed, re-serialised or stale ones change nothing", async () => {
    const shopper = await shopperWithCart(1);
    const placed = await submit(shopper, { expectedTotal: shopper.preview.total });
    const payUrl = placed.body.data.payUrl as string;
    const [payment] = await database.db.select().from(payments).where(eq(payments.redirectUrl, payUrl));
    const body = JSON.stringify({
      id: "evt_forged",
      type: "payment.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: { payment: payment?.providerReference, amount: shopper.preview.total, currency: "USD" },
    });
    const now = Math.floor(Date.now() / 1000);
    const secret = env().SANDBOX_WEBHOOK_SECRET;
    const send = (payload: string, signature?: string) =>
      app.request("/api/web/pay/notify/sandbox", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "sandbox-signature": signature } : {}),
        },
        body: payload,
      });
    expect((await send(body)).status).toBe(400);
    expect((await send(body, signNotification("another-secret-of-16+", body, now))).status).toBe(400);
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expect((await send(reserialised, signNotification(secret, body, now))).status).toBe(400);
    expect((await send(body, signNotification(secret, body, now - 301))).status).toBe(400);
    expect((await orderRow(placed.body.data.orderNumber)).status).toBe(0);

    // The right one, delivered five times (and once more after a late "pending"): one change.
    const signed = signNotification(secret, body, now);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(body, signed)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const pending = JSON.stringify({ ...JSON.parse(body), id: "evt_late_pending", type: "payment.pending" });
    expect((await send(pending, signNotification(secret, pending, now))).status).toBe(200);
    const order = await orderRow(placed.body.data.orderNumber);
    expect(order.status).toBe(1);
    const detail = await api<{ history: { status: number }[] }>(
      `/personalCenter/order/detail?orderNumber=${order.orderNumber}`,
      shopper.token,
    );
    expect(detail.body.data.history.map((event) => event.status)).toEqual([0, 1]);
  });

  it("refuses a notification with another amount or currency", async () => {
    const shopper = await shopperWithCart(1);
    const placed = await submit(shopper, { expectedTotal: shopper.preview.total });
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.redirectUrl, placed.body.data.payUrl as string));
    const secret = env().SANDBOX_WEBHOOK_SECRET;
    for (const [amount, currency] of [
      [1, "USD"],
      [shopper.preview.total, "EUR"],
    ] as const) {
      const body = JSON.stringify({
        id: `evt_${amount}_${currency}`,
        type: "payment.succeeded",
        created: 0,
        data: { payment: payment?.providerReference, amount, currency },
      });
      const response = await app.request("/api/web/pay/notify/sandbox", {
        method: "POST",
        headers: { "sandbox-signature": signNotification(secret, body, Math.floor(Date.now() / 1000)) },
        body,
      });
      expect(response.status).toBe(200);
    }
    expect((await orderRow(placed.body.data.orderNumber)).status).toBe(0);
  });

  it("keeps a declined card's order unpaid, and a passed authentication challenge pays it", async () => {
    const shopper = await shopperWithCart(1);
    const placed = await submit(shopper, { expectedTotal: shopper.preview.total });
    const payUrl = placed.body.data.payUrl as string;
    const declined = await sandboxAct(payUrl, { action: "card", cardNumber: "4000 0000 0000 0002" });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain("Your card was declined");
    const challenged = await sandboxAct(payUrl, { action: "card", cardNumber: "4000002500003155" });
    expect(challenged.status).toBe(303);
    const challenge = await app.request(new URL(payUrl).pathname);
    expect(await challenge.text()).toContain("Complete authentication");
    await sandboxAct(payUrl, { action: "complete" });
    await deliver();
    expect((await orderRow(placed.body.data.orderNumber)).status).toBe(1);
  });

  it("leaves a Klarna order Pending until Klarna confirms", async () => {
    const shopper = await shopperWithCart(1);
    const placed = await submit(shopper, { expectedTotal: shopper.preview.total, paymentMethod: "klarna" });
    await sandboxAct(placed.body.data.payUrl as string, { action: "approve" });
    await deliver();
    expect((await orderRow(placed.body.data.orderNumber)).status).toBe(3);
    await hurryNotifications();
    await deliver();
    const order = await orderRow(placed.body.data.orderNumber);
    expect(order.status).toBe(1);
    expect(order.paymentMethod).toBe("klarna");
  });

  it("cancels an unpaid order once when the shopper and two expiry workers race, and refunds a payment that comes after", async () => {
    const late = new Date(Date.now() + (env().ORDER_PAYMENT_MINUTES + 1) * 60_000);
    // Earlier tests' unpaid orders expire first, so the stock below moves by this order alone.
    await expireUnpaidOrders(database.db, late);
    const shopper = await shopperWithCart(3);
    const before = await stockOf(product.specId);
    const placed = await submit(shopper, { expectedTotal: shopper.preview.total });
    const { orderNumber, payUrl } = placed.body.data;
    expect(await stockOf(product.specId)).toBe(before - 3);
    // Two instances' expiry workers and the shopper's cancel, all at once.
    const [canceled, expiredHere, expiredThere] = await Promise.all([
      api<{ status: number }>("/personalCenter/order/cancel", shopper.token, { orderNumber }),
      expireUnpaidOrders(database.db, late),
      expireUnpaidOrders(database.db, late),
    ]);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe(-1);
    expect(expiredHere + expiredThere).toBeLessThanOrEqual(1);
    expect(await stockOf(product.specId)).toBe(before);
    expect(await expireUnpaidOrders(database.db, late)).toBe(0);
    expect(await stockOf(product.specId)).toBe(before);

    // The shopper had the provider's page open and pays anyway: the money goes back, the order says so.
    await sandboxAct(payUrl as string, { action: "card", cardNumber: "4242424242424242" });
    await deliver();
    let order = await orderRow(orderNumber);
    expect(order.status).toBe(4);
    const providers = createPaymentProviders(database.db);
    expect(await submitRequestedRefunds(database.db, providers.named)).toBe(1);
    await hurryNotifications();
    await deliver();
    order = await orderRow(orderNumber);
    expect(order.refundedAmount).toBe(shopper.preview.total);
    const [refund] = await database.db
      .select()
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.orderId, order.id));
    expect(refund?.refunds.status).toBe("succeeded");
    const pay = await api("/order/pay", shopper.token, { orderNumber, paymentMethod: "card" });
    expect(pay.status).toBe(409);
  });

  it("answers 404 for another shopper's order on every call, and buys an order again into the cart", async () => {
    const owner = await shopperWithCart(1);
    const placed = await submit(owner, { expectedTotal: owner.preview.total });
    const { orderNumber } = placed.body.data;
    const stranger = await createShopper(database.db);
    const calls = [
      api(`/personalCenter/order/detail?orderNumber=${orderNumber}`, stranger.token),
      api("/personalCenter/order/cancel", stranger.token, { orderNumber }),
      api("/personalCenter/order/repurchase", stranger.token, { orderNumber }),
      api("/order/pay", stranger.token, { orderNumber, paymentMethod: "card" }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(404);
    const list = await api<{ list: { orderNumber: string }[]; total: number }>(
      "/personalCenter/order/list?status=0",
      owner.token,
    );
    expect(list.body.data.list.map((order) => order.orderNumber)).toEqual([orderNumber]);
    const again = await api<{ added: number }>("/personalCenter/order/repurchase", owner.token, {
      orderNumber,
    });
    expect(again.body.data.added).toBe(1);
    const cart = await api<{ userShopCarRspList: { specId: number; quantity: number }[] }>(
      "/goods/userShopCar/list",
      owner.token,
    );
    expect(cart.body.data.userShopCarRspList.map((line) => [line.specId, line.quantity])).toEqual([
      [product.specId, 1],
    ]);
  });

  it("documents every checkout, order and notification call with its error answers", async () => {
    const doc = (await (await app.request("/api/docs/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const calls = [
      ["/api/web/order/checkout/preview", "post"],
      ["/api/web/order/checkout/submit", "post"],
      ["/api/web/order/pay", "post"],
      ["/api/web/personalCenter/order/list", "get"],
      ["/api/web/personalCenter/order/detail", "get"],
      ["/api/web/personalCenter/order/cancel", "post"],
      ["/api/web/personalCenter/order/repurchase", "post"],
      ["/api/web/pay/notify/{provider}", "post"],
    ] as const;
    for (const [path, method] of calls) {
      const responses = Object.keys(doc.paths[path]?.[method]?.responses ?? {});
      expect(responses, path).toEqual(expect.arrayContaining(["200", "400", "404"]));
    }
    expect(Object.keys(doc.paths["/api/web/order/checkout/submit"]?.post?.responses ?? {})).toContain("409");
  });

  it("orders only published lines, names the delisted ones and leaves them in the cart", async () => {
    const [, second] = (await findSellable(database.db, "us", 2)) as SellableSpec[];
    const shopper = await createShopper(database.db);
    await fillCart(database.db, shopper.customerId, "us", [
      { goodsId: product.goodsId, specId: product.specId, quantity: 1 },
      { goodsId: second?.goodsId as number, specId: second?.specId as number, quantity: 1 },
    ]);
    await database.db
      .update(goods)
      .set({ publish: 0 })
      .where(eq(goods.id, second?.goodsId as number));
    try {
      const preview = await api<Preview & { lines: unknown[]; unavailable: { name: string }[] }>(
        "/order/checkout/preview",
        shopper.token,
        { addressId: shopper.addressId },
      );
      expect(preview.body.data.lines).toHaveLength(1);
      expect(preview.body.data.unavailable).toHaveLength(1);
      expect(preview.body.data.unavailable[0]?.name).not.toBe("");
      const placed = await submit(shopper, {
        expectedTotal: preview.body.data.total,
        cartVersion: preview.body.data.cartVersion,
      });
      expect(placed.status).toBe(200);
      const cart = await api<{ userShopCarRspList: { specId: number }[] }>(
        "/goods/userShopCar/list",
        shopper.token,
      );
      expect(cart.body.data.userShopCarRspList.map((line) => line.specId)).toEqual([second?.specId]);
    } finally {
      await database.db
        .update(goods)
        .set({ publish: 1 })
        .where(eq(goods.id, second?.goodsId as number));
    }
  });

  it("charges the price in the database at submit, not one a cache still holds", async () => {
    const shopper = await shopperWithCart(1);
    // Warm every cache with the current price, then change it behind the caches' back.
    await api("/goods/userShopCar/list", shopper.token);
    const shift = async (cents: number) => {
      await database.db
        .update(specPrices)
        .set({ currPrice: sql`${specPrices.currPrice} + ${cents}` })
        .where(eq(specPrices.specId, product.specId));
      await database.db
        .update(flashDeals)
        .set({ dealPrice: sql`${flashDeals.dealPrice} + ${cents}` })
        .where(eq(flashDeals.specId, product.specId));
    };
    await shift(100);
    try {
      const placed = await submit(shopper, { expectedTotal: shopper.preview.total });
      expect(placed.status).toBe(409);
      expect(placed.body.message).toBe("Abnormal amount calculation");
    } finally {
      await shift(-100);
    }
  });
});
