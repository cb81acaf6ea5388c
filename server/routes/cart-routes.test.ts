import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { clearReadCache } from "../../lib/read-cache.ts";
import { startSession } from "../../modules/accounts/start-session.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { PUBLISHED } from "../../modules/catalog/publish-state.ts";
import { goods, goodsSpecs } from "../../modules/catalog/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
type Spec = { goodsId: number; specId: number; type: number; stock: number };
type CartBody = {
  userShopCarRspList: {
    id: number;
    relevanceId: number;
    specId: number;
    quantity: number;
    publish: number;
    currPrice: number;
    origPrice: number | null;
    currencyCode: string;
    name: string;
    stock: number;
  }[];
  origPriceTotal: number;
  discountPriceTotal: number;
  currPriceTotal: number;
  currencyCode: string;
};

describe.each(databaseKinds)("cart API on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let product: Spec;
  let otherSpec: Spec;
  let accessory: Spec;
  let shopper = 0;

  /** A spec of the demo catalogue by its SKU. */
  const specBySku = async (sku: string): Promise<Spec> => {
    const [spec] = await database.db
      .select({ goodsId: goods.id, specId: goodsSpecs.id, type: goods.type, stock: goodsSpecs.stock })
      .from(goodsSpecs)
      .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
      .where(eq(goodsSpecs.sku, sku));
    if (!spec) throw new Error(`no spec ${sku}`);
    return spec;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    // Two specs of the AeroStick S12 Pro and a pack of HEPA filters, none of them on a flash deal: on us
    // the Pro Kit is 649.00 (was 699.00), the Standard 599.00, four filters 34.99 (were 39.98).
    product = await specBySku("AK-S12P-KIT");
    otherSpec = await specBySku("AK-S12P-STD");
    accessory = await specBySku("ACC-HEPA-AS-4");
    // Plenty of stock, so the 999 cap can be reached.
    await database.db
      .update(goodsSpecs)
      .set({ stock: 5000 })
      .where(sql`${goodsSpecs.id} in (${product.specId}, ${otherSpec.specId}, ${accessory.specId})`);
  });
  afterAll(() => database?.close());

  const newShopper = async () => {
    shopper++;
    const [row] = await database.db
      .insert(customers)
      .values({ email: `cart${shopper}.${kind}@example.com` })
      .returning({ id: customers.id });
    return (await startSession(database.db, row?.id as number)).token;
  };
  const call = (method: string, path: string, token: string | null, body?: unknown, site = "us") =>
    app.request(`/api/web/goods/userShopCar${path}`, {
      method,
      headers: {
        ...client,
        site,
        "Content-Type": "application/json",
        ...(token ? { token } : {}),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const save = async (token: string, line: Record<string, unknown>, site = "us") => {
    const response = await call("POST", "/save", token, line, site);
    return { status: response.status, body: await response.json() };
  };
  const cartOf = async (token: string, site = "us") =>
    (await (await call("GET", "/list", token, undefined, site)).json()).data as CartBody;
  const lineOf = (spec: Spec, quantity: number) => ({
    relevanceId: spec.goodsId,
    specId: spec.specId,
    type: spec.type,
    quantity,
  });

  it("needs a signed-in shopper", async () => {
    expect((await call("GET", "/list", null)).status).toBe(401);
    expect((await call("GET", "/total", "not-a-token")).status).toBe(401);
    expect((await call("POST", "/save", null, lineOf(product, 1))).status).toBe(401);
  });

  it("adds lines, raises the quantity of the same spec, and prices everything on the server", async () => {
    const token = await newShopper();
    expect((await save(token, { ...lineOf(product, 2), currPrice: 1, origPrice: 1 })).status).toBe(200);
    await save(token, lineOf(product, 3));
    await save(token, lineOf(accessory, 1));
    const cart = await cartOf(token);
    expect(cart.userShopCarRspList).toHaveLength(2);
    const line = cart.userShopCarRspList.find((item) => item.specId === product.specId);
    expect(line?.quantity).toBe(5);
    expect(line).toMatchObject({ currPrice: 64900, origPrice: 69900, currencyCode: "USD" });
    // 5 × 649.00 + 34.99 paid, 5 × 699.00 + 39.98 regular: 254.99 off.
    expect(cart).toMatchObject({
      currPriceTotal: 327999,
      origPriceTotal: 353498,
      discountPriceTotal: 25499,
      currencyCode: "USD",
    });
    const total = await (await call("GET", "/total", token)).json();
    expect(total.data).toBe(6);
  });

  it("caps a line at 999", async () => {
    const token = await newShopper();
    await save(token, lineOf(product, 990));
    expect((await save(token, lineOf(product, 20))).status).toBe(200);
    expect((await cartOf(token)).userShopCarRspList[0]?.quantity).toBe(999);
  });

  it("refuses quantities that are not whole numbers from 1 to 999 with a clear message", async () => {
    const token = await newShopper();
    for (const quantity of [0, -1, 1.5, "2", null, 1e12, 1000]) {
      const { status, body } = await save(token, { ...lineOf(product, 1), quantity });
      expect(status, String(quantity)).toBe(400);
      expect(body.data.fields).toContainEqual({
        field: "quantity",
        message: "The quantity must be a whole number from 1 to 999.",
      });
    }
    const missing = await save(token, { relevanceId: product.goodsId, specId: product.specId, type: 1 });
    expect(missing.status).toBe(400);
    expect((await call("POST", "/save", token, "{not json")).status).toBe(400);
    expect((await cartOf(token)).userShopCarRspList).toHaveLength(0);
  });

  it("refuses more than the stock, unknown specs and a spec of other goods", async () => {
    const token = await newShopper();
    await database.db.update(goodsSpecs).set({ stock: 3 }).where(eq(goodsSpecs.id, accessory.specId));
    try {
      const over = await save(token, lineOf(accessory, 4));
      expect(over.status).toBe(409);
      expect(over.body.message).toBe("Only 3 left in stock.");
      expect((await save(token, lineOf(accessory, 3))).status).toBe(200);
      expect((await save(token, lineOf(accessory, 1))).status).toBe(409);
      // The line tells the stock read now, not a cached one.
      expect((await cartOf(token)).userShopCarRspList[0]).toMatchObject({ quantity: 3, stock: 3 });
      await database.db.update(goodsSpecs).set({ stock: 7 }).where(eq(goodsSpecs.id, accessory.specId));
      expect((await cartOf(token)).userShopCarRspList[0]).toMatchObject({ quantity: 3, stock: 7 });
    } finally {
      await database.db.update(goodsSpecs).set({ stock: 5000 }).where(eq(goodsSpecs.id, accessory.specId));
    }
    expect((await save(token, { ...lineOf(product, 1), specId: 999_999 })).status).toBe(404);
    expect((await save(token, { ...lineOf(product, 1), specId: accessory.specId })).status).toBe(404);
    expect((await save(token, { ...lineOf(product, 1), type: 2 })).status).toBe(404);
  });

  it("changes a line's quantity and spec, joining lines of the same spec", async () => {
    const token = await newShopper();
    await save(token, lineOf(product, 2));
    await save(token, lineOf(otherSpec, 1));
    let cart = await cartOf(token);
    const first = cart.userShopCarRspList.find((item) => item.specId === product.specId);
    expect((await save(token, { ...lineOf(product, 7), id: first?.id })).status).toBe(200);
    cart = await cartOf(token);
    expect(cart.userShopCarRspList.find((item) => item.id === first?.id)?.quantity).toBe(7);
    // Changing the first line to the other spec joins it with that line: one line of 8.
    expect((await save(token, { ...lineOf(otherSpec, 7), id: first?.id })).status).toBe(200);
    cart = await cartOf(token);
    expect(cart.userShopCarRspList).toHaveLength(1);
    expect(cart.userShopCarRspList[0]).toMatchObject({ specId: otherSpec.specId, quantity: 8 });
  });

  it("never lets one shopper see or change another's lines", async () => {
    const owner = await newShopper();
    const stranger = await newShopper();
    await save(owner, lineOf(product, 1));
    const [line] = (await cartOf(owner)).userShopCarRspList;
    expect((await call("POST", "/delete", stranger, { id: line?.id })).status).toBe(404);
    expect((await save(stranger, { ...lineOf(product, 5), id: line?.id })).status).toBe(404);
    expect((await cartOf(stranger)).userShopCarRspList).toHaveLength(0);
    expect((await cartOf(owner)).userShopCarRspList[0]?.quantity).toBe(1);
    expect((await call("POST", "/delete", owner, { id: line?.id })).status).toBe(200);
    expect((await cartOf(owner)).userShopCarRspList).toHaveLength(0);
  });

  it("keeps one cart per site, priced in the site's currency", async () => {
    const token = await newShopper();
    await save(token, lineOf(product, 1), "de");
    expect((await cartOf(token, "us")).userShopCarRspList).toHaveLength(0);
    const de = await cartOf(token, "de");
    expect(de.currencyCode).toBe("EUR");
    expect(de.userShopCarRspList[0]?.currencyCode).toBe("EUR");
  });

  it("merges the local cart once: sending it twice changes nothing", async () => {
    const token = await newShopper();
    await save(token, lineOf(product, 2));
    const local = {
      list: [
        { _id: "l1", ...lineOf(product, 3) },
        { _id: "l2", ...lineOf(accessory, 998) },
        { _id: "l3", relevanceId: 999_999, specId: 999_999, type: 1, quantity: 1 },
      ],
    };
    const first = await call("POST", "/saveBatch", token, local);
    expect(first.status).toBe(200);
    const again = await call("POST", "/saveBatch", token, local);
    const cart = (await again.json()).data as CartBody;
    expect(cart.userShopCarRspList.find((item) => item.specId === product.specId)?.quantity).toBe(5);
    expect(cart.userShopCarRspList.find((item) => item.specId === accessory.specId)?.quantity).toBe(998);
    const more = { list: [{ _id: "l4", ...lineOf(accessory, 5) }] };
    const capped = (await (await call("POST", "/saveBatch", token, more)).json()).data as CartBody;
    expect(capped.userShopCarRspList.find((item) => item.specId === accessory.specId)?.quantity).toBe(999);
  });

  it("loses no update when two tabs add to the same cart at once", async () => {
    const token = await newShopper();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => call("POST", "/save", token, lineOf(product, 1))),
    );
    expect(results.map((response) => response.status)).toEqual(Array(12).fill(200));
    const cart = await cartOf(token);
    expect(cart.userShopCarRspList).toHaveLength(1);
    expect(cart.userShopCarRspList[0]?.quantity).toBe(12);
  });

  it("shows a delisted line without counting it, and refuses to add delisted goods", async () => {
    const token = await newShopper();
    await save(token, lineOf(product, 1));
    await save(token, lineOf(accessory, 2));
    await database.db.update(goods).set({ publish: 0 }).where(eq(goods.id, accessory.goodsId));
    // As a catalogue writer does, so that carts show the change at once rather than within the cache time.
    clearReadCache(database.db);
    try {
      const cart = await cartOf(token);
      const delisted = cart.userShopCarRspList.find((item) => item.specId === accessory.specId);
      expect(delisted?.publish).toBe(0);
      const published = cart.userShopCarRspList.find((item) => item.specId === product.specId);
      expect(cart.currPriceTotal).toBe(published?.currPrice);
      const refused = await save(token, lineOf(accessory, 1));
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe("This item is no longer on sale.");
    } finally {
      await database.db.update(goods).set({ publish: PUBLISHED }).where(eq(goods.id, accessory.goodsId));
      clearReadCache(database.db);
    }
  });

  it("recommends goods bought together, leaving out what is in the cart", async () => {
    const token = await newShopper();
    await save(token, lineOf(product, 1));
    const response = await call("POST", "/getRecommendGoods", token, { limit: 6 });
    const suggestions = (await response.json()).data as { goodsRsp: { id: number } }[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.map((entry) => entry.goodsRsp.id)).not.toContain(product.goodsId);
    const visitor = await call("POST", "/getRecommendGoods", null, { goodsIds: [product.goodsId] });
    expect(visitor.status).toBe(200);
  });
});
