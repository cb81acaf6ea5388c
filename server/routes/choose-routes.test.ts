import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { clearReadCache } from "../../lib/read-cache.ts";
import { goods } from "../../modules/catalog/tables.ts";
import {
  chooseBudgets,
  chooseRuleGoods,
  chooseRules,
  chooseRuleTranslations,
} from "../../modules/choose/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };

type Pick = {
  goods: {
    goodsRsp: { id: number; slug: string; publish: number };
    goodsSpecRspList: { currPrice: number; currencyCode: string }[];
  };
  reason: string;
  mismatches: string[];
  notes: string[];
};
type Result = {
  code: string;
  match: "exact" | "closest" | "none";
  budget: { amount: number; currencyCode: string };
  answers: { key: string; digit: number; label: string }[];
  list: Pick[];
};

const allCodes = [0, 1].flatMap((pets) =>
  [0, 1].flatMap((mop) =>
    [0, 1, 2].flatMap((style) => [0, 1].map((budget) => `${pets}${mop}${style}${budget}`)),
  ),
);
const cheapest = (pick: Pick) => Math.min(...pick.goods.goodsSpecRspList.map((spec) => spec.currPrice));

describe.each(databaseKinds)("help-me-choose API on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
  });
  afterAll(() => database?.close());

  const get = (path: string, site = "us") => app.request(path, { headers: { ...client, site } });
  const result = async (code: string, site = "us") => {
    const response = await get(`/api/web/goods/choose/result?code=${encodeURIComponent(code)}`, site);
    expect(response.status, code).toBe(200);
    return (await response.json()).data as Result;
  };

  it("lists the four questions in code order, worded for the site with its threshold", async () => {
    const us = (await (await get("/api/web/goods/choose/questions")).json()).data;
    expect(us.questions.map((question: { key: string }) => question.key)).toEqual([
      "pets",
      "mopping",
      "style",
      "budget",
    ]);
    expect(us.questions[0]).toMatchObject({
      position: 1,
      title: "Do you share your home with a cat or dog?",
    });
    expect(us.questions[2].options.map((option: { digit: number }) => option.digit)).toEqual([0, 1, 2]);
    expect(us.budget).toEqual({ amount: 50_000, currencyCode: "USD" });
    expect(us.questions[3].options[0].label).toBe("Under $500.00");

    const gb = (await (await get("/api/web/goods/choose/questions", "gb")).json()).data;
    expect(gb.budget).toEqual({ amount: 45_000, currencyCode: "GBP" });
    expect(gb.questions[3].options[1].label).toBe("£450.00 or more");

    const de = (await (await get("/api/web/goods/choose/questions", "de")).json()).data;
    expect(de.questions[1].title).toBe("Möchten Sie Ihre Hartböden auch wischen?");
    expect(de.questions[3].options[0].label).toBe("Unter 500,00\u00a0€");
  });

  it("recommends goods on sale for every answer combination on every site, with a reason", async () => {
    for (const site of ["us", "gb", "de", "fr", "es", "it"]) {
      for (const code of allCodes) {
        const data = await result(code, site);
        expect(data.list.length, `${site} ${code}`).toBeGreaterThan(0);
        expect(data.match).not.toBe("none");
        for (const pick of data.list) {
          expect(pick.goods.goodsRsp.publish).toBe(1);
          expect(pick.reason.length).toBeGreaterThan(20);
          expect(pick.notes).toHaveLength(pick.mismatches.length);
        }
      }
    }
  });

  it("keeps an exact match under the threshold in the site's currency", async () => {
    const data = await result("1100", "de");
    expect(data.match).toBe("exact");
    expect(data.budget).toEqual({ amount: 50_000, currencyCode: "EUR" });
    expect(data.list.map((pick) => pick.goods.goodsRsp.slug)).toEqual(["aquaglide-w5-max", "aquaglide-w3"]);
    for (const pick of data.list) {
      expect(cheapest(pick)).toBeLessThanOrEqual(50_000);
      expect(pick.goods.goodsSpecRspList[0]?.currencyCode).toBe("EUR");
      expect(pick.reason).toMatch(/Nass-Trocken-Sauger/);
    }
    expect(data.answers.map((answer) => answer.label)).toEqual([
      "Ja, Katze oder Hund",
      "Ja, saugen und wischen",
      "Selbst Hand anlegen",
      "Unter 500,00\u00a0€",
    ]);
    const over = await result("1101", "de");
    expect(over.list[0]?.goods.goodsRsp.slug).toBe("aquaglide-w7-pro");
  });

  it("explains the closest picks when nothing meets every answer", async () => {
    // The threshold is data: at $100 no floor cleaner is under budget.
    await database.db.update(chooseBudgets).set({ amount: 10_000 }).where(eq(chooseBudgets.site, "us"));
    try {
      const data = await result("0110");
      expect(data.match).toBe("closest");
      expect(data.list).toHaveLength(3);
      expect(data.list[0]?.goods.goodsRsp.slug).toBe("aerosweep-r7-max");
      expect(data.list[0]?.mismatches).toEqual(["budget"]);
      expect(data.list[0]?.notes).toEqual(["Above your budget of $100.00"]);
      expect(data.list[2]?.mismatches).toEqual(["style", "budget"]);
      expect(data.list[2]?.notes).toEqual([
        "Not chosen for hands-free cleaning",
        "Above your budget of $100.00",
      ]);
    } finally {
      await database.db.update(chooseBudgets).set({ amount: 50_000 }).where(eq(chooseBudgets.site, "us"));
    }
  });

  it.each([
    ["", "This field is required."],
    ["1031", "This quiz link is not valid. Please start the quiz again."],
    ["abcd", "This quiz link is not valid. Please start the quiz again."],
    ["10210", "This quiz link is not valid. Please start the quiz again."],
    ["102", "This quiz link is not valid. Please start the quiz again."],
  ])("refuses the code %j with a translated field error", async (code, message) => {
    const response = await get(`/api/web/goods/choose/result?code=${code}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe(400);
    expect(body.data.fields).toEqual([{ field: "code", message }]);
  });

  it("words a bad code in the site's language", async () => {
    const response = await get("/api/web/goods/choose/result?code=9", "de");
    expect(response.status).toBe(400);
    expect((await response.json()).data.fields[0].message).toBe(
      "Dieser Link zum Quiz ist ungültig. Bitte beginnen Sie das Quiz neu.",
    );
  });

  it("follows the rules in the database: a new, more specific rule wins and a delisted product drops out", async () => {
    const db = database.db;
    const [fryer] = await db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.slug, "crispair-f4-compact"));
    const [rule] = await db.insert(chooseRules).values({ pattern: "0000", sort: 0 }).returning();
    if (!fryer || !rule) throw new Error("seed missing");
    await db
      .insert(chooseRuleTranslations)
      .values({ ruleId: rule.id, lang: "en", reason: "A rule added by the shop." });
    await db.insert(chooseRuleGoods).values({ ruleId: rule.id, goodsId: fryer.id, rank: 1 });
    clearReadCache(db);
    const changed = await result("0000");
    expect(changed.list.map((pick) => pick.goods.goodsRsp.slug)).toEqual([
      "crispair-f4-compact",
      "aerostick-s8-flex",
      "aerostick-s6",
    ]);
    expect(changed.list[0]?.reason).toBe("A rule added by the shop.");

    await db.update(goods).set({ publish: 0 }).where(eq(goods.id, fryer.id));
    clearReadCache(db);
    const back = await result("0000");
    expect(back.list.map((pick) => pick.goods.goodsRsp.slug)).toEqual(["aerostick-s8-flex", "aerostick-s6"]);
    await db.delete(chooseRules).where(eq(chooseRules.id, rule.id));
    await db.update(goods).set({ publish: 1 }).where(eq(goods.id, fryer.id));
    clearReadCache(db);
  });

  it("documents both calls in the OpenAPI document", async () => {
    const doc = await (await app.request("/api/docs/openapi.json")).json();
    expect(doc.paths["/api/web/goods/choose/questions"].get).toBeDefined();
    expect(doc.paths["/api/web/goods/choose/result"].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "code", in: "query", required: true })]),
    );
  });
});
