import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { goods, goodsSpecs } from "../../modules/catalog/tables.ts";
import { arrivalReminders } from "../../modules/reminders/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
const path = "/api/web/personalCenter/arrivalReminder";

describe.each(databaseKinds)("arrival reminder API on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  /** Spec ids of the demo catalogue: sold out, in stock, and one of a delisted product. */
  const ids = { goods: 0, soldOut: 0, inStock: 0, delistedGoods: 0, delistedSpec: 0 };

  const specOf = async (sku: string) => {
    const [row] = await database.db
      .select({ goodsId: goodsSpecs.goodsId, specId: goodsSpecs.id })
      .from(goodsSpecs)
      .where(eq(goodsSpecs.sku, sku));
    if (!row) throw new Error(`no spec ${sku}`);
    return row;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    const soldOut = await specOf("AK-S12P-KIT");
    const inStock = await specOf("AK-S12P-STD");
    ids.goods = soldOut.goodsId;
    ids.soldOut = soldOut.specId;
    ids.inStock = inStock.specId;
    const [delisted] = await database.db
      .select({ goodsId: goods.id, specId: goodsSpecs.id })
      .from(goods)
      .innerJoin(goodsSpecs, eq(goodsSpecs.goodsId, goods.id))
      .where(and(eq(goods.slug, "aerosweep-r4")));
    if (!delisted) throw new Error("no delisted demo product");
    ids.delistedGoods = delisted.goodsId;
    ids.delistedSpec = delisted.specId;
  });
  afterAll(() => database?.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { ...client, "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const stored = (specId: number) =>
    database.db.select().from(arrivalReminders).where(eq(arrivalReminders.specId, specId));

  it("lets a visitor subscribe to an out-of-stock spec and stores it once per e-mail", async () => {
    const body = { goodsId: ids.goods, specId: ids.soldOut, email: "  Ada@Example.com " };
    const first = await post(body, { site: "de" });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      code: 200,
      data: { goodsId: ids.goods, specId: ids.soldOut, email: "ada@example.com", created: true },
    });

    const again = await post({ ...body, email: "ada@example.com" }, { site: "us" });
    expect(again.status).toBe(200);
    expect((await again.json()).data.created).toBe(false);

    const rows = await stored(ids.soldOut);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "ada@example.com",
      site: "de",
      goodsId: ids.goods,
      notifiedAt: null,
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("accepts a spec of a delisted product", async () => {
    const response = await post({
      goodsId: ids.delistedGoods,
      specId: ids.delistedSpec,
      email: "bo@example.com",
    });
    expect(response.status).toBe(200);
    expect((await stored(ids.delistedSpec)).map((row) => row.email)).toEqual(["bo@example.com"]);
  });

  it("answers 400 with the field for a bad or missing e-mail, in the site's language", async () => {
    const bad = await post(
      { goodsId: ids.goods, specId: ids.soldOut, email: "not an email" },
      { site: "de" },
    );
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.code).toBe(400);
    expect(body.data.fields).toEqual([{ field: "email", message: "Ungültiges E-Mail-Format." }]);

    const missing = await post({ goodsId: ids.goods, specId: ids.soldOut });
    expect(missing.status).toBe(400);
    expect((await missing.json()).data.fields).toEqual([
      { field: "email", message: "This field is required." },
    ]);

    expect(await post("{not json")).toHaveProperty("status", 400);
    expect((await stored(ids.soldOut)).map((row) => row.email)).toEqual(["ada@example.com"]);
  });

  it("answers 404 for an unknown spec or a spec of other goods", async () => {
    const unknown = await post({ goodsId: ids.goods, specId: 999_999, email: "cy@example.com" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("This version does not exist or is not sold on this site.");
    const mismatched = await post({
      goodsId: ids.delistedGoods,
      specId: ids.soldOut,
      email: "cy@example.com",
    });
    expect(mismatched.status).toBe(404);
    const badId = await post({ goodsId: ids.goods, specId: -3, email: "cy@example.com" });
    expect(badId.status).toBe(400);
  });

  it("answers 409 for a spec in stock: there is nothing to wait for", async () => {
    const response = await post({ goodsId: ids.goods, specId: ids.inStock, email: "di@example.com" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("This version is in stock: you can buy it now.");
    expect(await stored(ids.inStock)).toEqual([]);
  });

  it("still requires the app's client headers", async () => {
    const response = await app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ goodsId: ids.goods, specId: ids.soldOut, email: "ed@example.com" }),
    });
    expect(response.status).toBe(403);
  });
});
