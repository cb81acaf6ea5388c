import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { reserveStock } from "../../modules/catalog/reserve-stock.ts";
import { goodsSpecs } from "../../modules/catalog/tables.ts";
import { orders } from "../../modules/orders/tables.ts";
import { createPaymentProviders } from "../../modules/payments/payment-providers.ts";
import { payments } from "../../modules/payments/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { createShopper, fillCart, findSellable, type SellableSpec } from "../setup/checkout-shopper.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };

describe.each(databaseKinds)("the last units of a spec on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let spec: SellableSpec;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db, payments: createPaymentProviders(database.db) });
    [spec] = (await findSellable(database.db, "us", 2)) as [SellableSpec];
  });
  afterAll(() => database?.close());

  const stock = async () => {
    const [row] = await database.db
      .select({ stock: goodsSpecs.stock })
      .from(goodsSpecs)
      .where(eq(goodsSpecs.id, spec.specId));
    return row?.stock as number;
  };

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

  it("refuses two lines on one spec that together want more than its stock", async () => {
    await database.db.update(goodsSpecs).set({ stock: 1 }).where(eq(goodsSpecs.id, spec.specId));
    const short = await database.db.transaction((tx) =>
      reserveStock(tx, [
        { specId: spec.specId, quantity: 1 },
        { specId: spec.specId, quantity: 1 },
      ]),
    );
    expect(short).toEqual([spec.specId]);
    expect(await stock()).toBe(1);
  });
});
