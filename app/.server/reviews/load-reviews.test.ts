import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { sites } from "../../../lib/sites.ts";
import { reviews } from "../../../modules/reviews/tables.ts";
import { pageContextFor, pageRequest } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { loadReviews } from "./load-reviews.ts";

describe("the reviews part of a product page", () => {
  let database: Database;
  let goodsId: number;
  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seeded: true });
    const [reviewed] = await database.db
      .select({ goodsId: reviews.goodsId })
      .from(reviews)
      .where(and(eq(reviews.lang, "en"), eq(reviews.status, "published")))
      .limit(1);
    if (!reviewed) throw new Error("the seed has no published English review");
    goodsId = reviewed.goodsId;
  });
  afterAll(() => database?.close());

  const load = (site: (typeof sites)[keyof typeof sites]) => {
    const request = pageRequest(`/product/detail?id=${goodsId}`);
    return loadReviews(request, pageContextFor(database.db, request), site, goodsId);
  };

  it("gives the average and the dates as each site writes them, formatted once for every render", async () => {
    const [us, gb, usAgain] = [await load(sites.us), await load(sites.gb), await load(sites.us)];
    const review = us.page.list[0];
    if (!review) throw new Error("no review");
    const written = new Date(review.date);
    expect(review.dateText).toBe(
      written.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" }),
    );
    expect(gb.page.list[0]?.dateText).toBe(
      written.toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" }),
    );
    expect(us.summary.averageText).toBe(us.summary.average.toFixed(1));
    // The same texts, the same objects: the next render formats nothing again.
    expect(usAgain.page).toBe(us.page);
    expect(usAgain.summary).toBe(us.summary);
    expect(gb.page).not.toBe(us.page);
  });
});
