import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { catalogues } from "../../../i18n/messages.ts";
import { goods } from "../../../modules/catalog/tables.ts";
import { reviews } from "../../../modules/reviews/tables.ts";
import { mailedReviewConfirmation } from "../../../tests/setup/mailed-review-confirmation.ts";
import { pageContextFor, pageRequest, settle } from "../../../tests/setup/page-requests.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { actOnReviewConfirm, loadReviewConfirmPage } from "./review-confirm-page.ts";
import { submitReview } from "./submit-review.ts";

describe.each(databaseKinds)("the review confirmation page on %s", (kind: DatabaseKind) => {
  let database: Database;
  let goodsId: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    const [first] = await database.db.select({ id: goods.id }).from(goods).limit(1);
    goodsId = first?.id ?? 0;
  });
  afterAll(() => database?.close());

  const write = async (email: string) => {
    const request = pageRequest(`/de/product/detail?id=${goodsId}`);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      goodsId: String(goodsId),
      nickname: "Ada",
      email,
      score: "5",
      content: `Von ${email}`,
    }))
      form.set(name, value);
    return submitReview(request, pageContextFor(database.db, request), form);
  };
  const confirm = (token: string) => {
    const request = pageRequest("/de/review/confirm", { form: { token } });
    return settle(() => actOnReviewConfirm(request, pageContextFor(database.db, request)));
  };
  const shown = async (email: string) =>
    (await database.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.email, email)))[0]
      ?.status;

  it("holds the form's review until the mailed link's button confirms it", async () => {
    const email = `page.reviewer.${kind}@example.com`;
    expect(await write(email)).toEqual({ ok: true, status: "unconfirmed" });
    expect(await shown(email)).toBe("unconfirmed");
    const { link } = await mailedReviewConfirmation(database.db, email);
    expect(link?.pathname).toBe("/de/review/confirm");
    // Opening the link changes nothing: only the page's button confirms.
    const page = loadReviewConfirmPage(new Request(link ?? ""));
    expect(page.token).toBe(link?.searchParams.get("token"));
    expect(await shown(email)).toBe("unconfirmed");
    expect(await confirm(page.token)).toMatchObject({ data: { done: "i18n_review_confirmed" } });
    expect(await shown(email)).toBe("published");
    expect(await confirm(page.token)).toMatchObject({ data: { done: "i18n_review_confirm_already" } });
  });

  it("refuses an expired or unknown link with a message of the catalogues", async () => {
    const email = `late.reviewer.${kind}@example.com`;
    await write(email);
    const { token } = await mailedReviewConfirmation(database.db, email);
    await database.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(reviews.email, email));
    const expired = await confirm(token ?? "");
    expect(expired).toEqual({ status: 200, data: { error: "i18n_review_confirm_expired" } });
    expect(catalogues.de.i18n_review_confirm_expired).toBe(
      "Dieser Link ist abgelaufen. Bitte schreiben Sie Ihre Bewertung erneut.",
    );
    expect(await shown(email)).toBe("unconfirmed");
    expect(await confirm("forged")).toEqual({ status: 200, data: { error: "i18n_review_confirm_invalid" } });
  });
});
