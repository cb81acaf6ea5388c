import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createShopper, findSellable, type SellableSpec } from "../../tests/setup/checkout-shopper.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createOrder, type OrderLineInput } from "./create-order.ts";
import { ORDER_STATUS } from "./order-status.ts";
import { orderEvents, orderLines, orders } from "./tables.ts";

describe.each(databaseKinds)("writing an order on %s", (kind: DatabaseKind) => {
  let database: Database;
  let specs: SellableSpec[];

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    specs = [...(await findSellable(database.db, "us", 1)), ...(await findSellable(database.db, "us", 2))];
  });
  afterAll(() => database?.close());

  it("keeps every line as given, in the given order, with its first status", async () => {
    const [first, second, third] = specs as [SellableSpec, SellableSpec, SellableSpec];
    const lines: OrderLineInput[] = [
      {
        ...line(third, 2),
        origUnitPrice: third.price + 500,
        discount: 120,
        tax: 33,
        name: "Zwölf 'quoted', \"too\"",
      },
      { ...line(first, 1), specAbbr: "EU plug, 230 V" },
      { ...line(second, 3), img: "" },
    ];
    const { customerId } = await createShopper(database.db, { label: "lines" });
    const created = await database.db.transaction((tx) =>
      createOrder(tx, {
        customerId,
        site: "us",
        currencyCode: "USD",
        status: ORDER_STATUS.UNPAID,
        subtotal: 1,
        discount: 0,
        shippingFee: 0,
        tax: 0,
        taxIncluded: false,
        total: 1,
        paymentMethod: "card",
        shippingAddress: {
          email: "lines@example.com",
          firstName: "Lin",
          lastName: "Es",
          countryAbbr: "US",
          state: "NY",
          city: "New York",
          address1: "1 Main St",
          address2: "",
          zipCode: "10001",
          telephone: "2125550100",
          company: "",
        },
        notes: "",
        payBy: new Date(Date.now() + 30 * 60_000),
        paidAt: null,
        idempotencyKey: null,
        requestHash: null,
        lines,
      }),
    );
    const written = await database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.id))
      .orderBy(asc(orderLines.id));
    expect(written.map(({ id: _id, orderId: _order, ...rest }) => rest)).toEqual(lines);
    expect(created.itemCount).toBe(6);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(order?.orderNumber).toBe(created.orderNumber);
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, created.id));
    expect(events.map((event) => [event.kind, event.status])).toEqual([["status", ORDER_STATUS.UNPAID]]);
  });
});

function line(spec: SellableSpec, quantity: number): OrderLineInput {
  return {
    goodsId: spec.goodsId,
    specId: spec.specId,
    type: spec.type,
    name: `spec ${spec.specId}`,
    specAbbr: "",
    img: `/media/goods/${spec.specId}.jpg`,
    quantity,
    unitPrice: spec.price,
    origUnitPrice: null,
    lineTotal: spec.price * quantity,
    discount: 0,
    tax: 0,
  };
}
