import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { shortSpecsOf } from "../../modules/catalog/short-specs.ts";
import { goodsSpecs } from "../../modules/catalog/tables.ts";
import { createOrder } from "../../modules/orders/create-order.ts";
import { orders } from "../../modules/orders/tables.ts";
import { createPaymentProviders } from "../../modules/payments/payment-providers.ts";
import { payments } from "../../modules/payments/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { createShopper, fillCart, findSellable, type SellableSpec } from "../setup/checkout-shopper.ts";
import { lineOf, orderOf } from "../setup/order-input.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };

describe.each(databaseKinds)("the last units of a spec on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let spec: SellableSpec;
  let other: SellableSpec;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db, payments: createPaymentProviders(database.db) });
    [spec, other] = (await findSellable(database.db, "us", 2)) as [SellableSpec, SellableSpec];
  });
  afterAll(() => database?.close());

  const stock = async (of: SellableSpec = spec) => {
    const [row] = await database.db
      .select({ stock: goodsSpecs.stock })
      .from(goodsSpecs)
      .where(eq(goodsSpecs.id, of.specId));
    return row?.stock as number;
  };
  const setStock = (of: SellableSpec, units: number) =>
    database.db.update(goodsSpecs).set({ stock: units }).where(eq(goodsSpecs.id, of.specId));

  /** Writes an order of `lines` (spec and quantity) as placing does, and answers how its commit went. */
  async function order(customerId: number, lines: [SellableSpec, number][]): Promise<number[] | "placed"> {
    try {
      await database.db.transaction((tx) =>
        createOrder(
          tx,
          orderOf(
            customerId,
            lines.map(([of, quantity]) => lineOf(of, quantity)),
          ),
        ),
      );
      return "placed";
    } catch (error) {
      const short = shortSpecsOf(error);
      if (!short) throw error;
      return short;
    }
  }

  it("go to exactly 10 of 100 shoppers racing for them; the other 90 hear it is out of stock", async () => {
    await database.db.update(goodsSpecs).set({ stock: 10 }).where(eq(goodsSpecs.id, spec.specId));
    const shoppers = [];
    for (let index = 0; index < 100; index++) {
      const shopper = await createShopper(database.db, { label: "racer" });
      await fillCart(database.db, shopper.customerId, "us", [
        { goodsId: spec.goodsId, specId: spec.specId, quantity: 1 },
      ]);
      shoppers.push(shopper);
    }
    const preview = await app.request("/api/web/order/checkout/preview", {
      method: "POST",
      headers: {
        ...client,
        site: "us",
        token: shoppers[0]?.token as string,
        "content-type": "application/json",
      },
      body: JSON.stringify({ addressId: shoppers[0]?.addressId }),
    });
    const { total } = ((await preview.json()) as { data: { total: number } }).data;

    const answers = await Promise.all(
      shoppers.map(async (shopper) => {
        const response = await app.request("/api/web/order/checkout/submit", {
          method: "POST",
          headers: {
            ...client,
            site: "us",
            token: shopper.token,
            "content-type": "application/json",
            "Idempotency-Key": crypto.randomUUID(),
          },
          body: JSON.stringify({ addressId: shopper.addressId, paymentMethod: "card", expectedTotal: total }),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const answer of refused)
      expect(answer.body.message).toMatch(/^Sorry, not enough stock left for: .+\./);
    expect(await stock()).toBe(0);
    expect(await database.db.$count(orders)).toBe(10);
    // Each placed order's payment attempt was written with it (ADR 0048) and opened; the 90 refused ones
    // rolled theirs back with the rest of their placement.
    expect(await database.db.$count(payments)).toBe(10);
    expect(await database.db.$count(payments, eq(payments.status, "open"))).toBe(10);
  }, 120_000);

  it("refuses two lines on one spec that together want more than its stock, taking nothing", async () => {
    await setStock(spec, 1);
    const { customerId } = await createShopper(database.db, { label: "twice" });
    expect(
      await order(customerId, [
        [spec, 1],
        [spec, 1],
      ]),
    ).toEqual([spec.specId]);
    expect(await stock()).toBe(1);
    expect(await order(customerId, [[spec, 1]])).toBe("placed");
    expect(await stock()).toBe(0);
  });

  it("names every spec an order is short of, and takes none of the others", async () => {
    await setStock(spec, 1);
    await setStock(other, 1);
    const { customerId } = await createShopper(database.db, { label: "short" });
    expect(
      await order(customerId, [
        [other, 2],
        [spec, 2],
      ]),
    ).toEqual([spec.specId, other.specId].sort((a, b) => a - b));
    expect(
      await order(customerId, [
        [spec, 1],
        [other, 2],
      ]),
    ).toEqual([other.specId]);
    expect([await stock(spec), await stock(other)]).toEqual([1, 1]);
  });

  it("places orders that share two specs in opposite line orders at once, without a deadlock", async () => {
    await setStock(spec, 100);
    await setStock(other, 100);
    const { customerId } = await createShopper(database.db, { label: "crossed" });
    const placed = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        order(
          customerId,
          index % 2 === 0
            ? [
                [spec, 1],
                [other, 2],
              ]
            : [
                [other, 2],
                [spec, 1],
              ],
        ),
      ),
    );
    expect(placed).toEqual(Array(20).fill("placed"));
    expect([await stock(spec), await stock(other)]).toEqual([80, 60]);
  });
});
