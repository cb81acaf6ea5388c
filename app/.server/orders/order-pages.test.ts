import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { resolveSite } from "../../../lib/sites.ts";
import { placeOrder } from "../../../modules/checkout/place-order.ts";
import { summarizeCheckout } from "../../../modules/checkout/summarize-checkout.ts";
import { createShopper, fillCart, findSellable } from "../../../tests/setup/checkout-shopper.ts";
import { callPage, pageRequest, settle } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { changeOrder } from "./change-order.ts";
import { loadOrderDetail } from "./load-order-detail.ts";
import { loadOrderList } from "./load-order-list.ts";

describe("the order screens", () => {
  let database: Database;
  let owner: Awaited<ReturnType<typeof createShopper>>;
  let orderNumber: string;

  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seeded: true });
    const [spec] = await findSellable(database.db, "de", 1);
    owner = await createShopper(database.db, { country: "DE", state: "BE" });
    await fillCart(database.db, owner.customerId, "de", [
      { goodsId: spec?.goodsId as number, specId: spec?.specId as number, quantity: 1 },
    ]);
    const de = resolveSite("de");
    const summary = await summarizeCheckout(database.db, owner.customerId, de, owner.addressId);
    const placed = await placeOrder(database.db, owner.customerId, de, {
      addressId: owner.addressId,
      paymentMethod: "card",
      expectedTotal: summary.total,
      idempotencyKey: null,
    });
    orderNumber = placed.order.orderNumber;
  });
  afterAll(() => database?.close());

  const load = <T>(handler: (request: Request, context: never) => T, path: string, token?: string) =>
    settle(() => callPage(database.db, handler as never, pageRequest(path, { token })));

  it("send a visitor to login and back", async () => {
    expect(await load(loadOrderList, "/de/personal/order_list?tab=unpaid")).toMatchObject({
      status: 302,
      location: "/de/user/login?from=%2Fpersonal%2Forder_list%3Ftab%3Dunpaid",
    });
  });

  it("list the shopper's orders by tab, and find none in another", async () => {
    const unpaid = await load(loadOrderList, "/de/personal/order_list?tab=unpaid", owner.token);
    expect(
      (unpaid.data as { orders: { orderNumber: string }[] }).orders.map((order) => order.orderNumber),
    ).toEqual([orderNumber]);
    const shipped = await load(loadOrderList, "/de/personal/order_list?tab=shipped", owner.token);
    expect((shipped.data as { orders: unknown[] }).orders).toEqual([]);
  });

  it("show an order to its owner only; another shopper's number is not found", async () => {
    const path = `/de/personal/order_detail?orderNumber=${orderNumber}`;
    const own = await load(loadOrderDetail, path, owner.token);
    expect((own.data as { order: { status: number; payBy: string } }).order).toMatchObject({ status: 0 });
    const stranger = await createShopper(database.db);
    expect(await load(loadOrderDetail, path, stranger.token)).toMatchObject({ status: 404 });
    const cancel = pageRequest(path, { token: stranger.token, form: { intent: "cancel", orderNumber } });
    expect(await settle(() => callPage(database.db, changeOrder, cancel))).toMatchObject({ status: 404 });
  });

  it("pay an unpaid order on the provider's page, and cancel it back to the list", async () => {
    const path = `/de/personal/order_detail?orderNumber=${orderNumber}`;
    const pay = pageRequest(path, {
      token: owner.token,
      form: { intent: "pay", orderNumber, method: "paypal" },
    });
    const paying = await settle(() => callPage(database.db, changeOrder, pay));
    expect(paying).toMatchObject({ status: 302 });
    expect(paying.location).toMatch(/\/sandbox-pay\/sbx_pay_/);
    const cancel = pageRequest(path, {
      token: owner.token,
      form: { intent: "cancel", orderNumber, back: "list" },
    });
    expect(await settle(() => callPage(database.db, changeOrder, cancel))).toMatchObject({
      status: 302,
      location: "/de/personal/order_list?canceled",
    });
    const detail = await load(loadOrderDetail, path, owner.token);
    expect((detail.data as { order: { status: number } }).order.status).toBe(-1);
    const repurchase = pageRequest(path, { token: owner.token, form: { intent: "repurchase", orderNumber } });
    expect(await settle(() => callPage(database.db, changeOrder, repurchase))).toMatchObject({
      status: 302,
      location: "/de/shopping_cart",
    });
  });
});
