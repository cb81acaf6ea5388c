import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createShopper, findSellable, type SellableSpec } from "../../tests/setup/checkout-shopper.ts";
import { lineOf, orderOf } from "../../tests/setup/order-input.ts";
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
        ...lineOf(third, 2),
        origUnitPrice: third.price + 500,
        discount: 120,
        tax: 33,
        name: "Zwölf 'quoted', \"too\"",
      },
      { ...lineOf(first, 1), specAbbr: "EU plug, 230 V" },
      { ...lineOf(second, 3), img: "" },
    ];
    const { customerId } = await createShopper(database.db, { label: "lines" });
    const created = await database.db.transaction((tx) => createOrder(tx, orderOf(customerId, lines)));
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
