import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { supportEntries, supportFeedback } from "../../../modules/support/tables.ts";
import { callPage, pageRequest, settle } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { recordFeedbackFromPage } from "./record-feedback-page.ts";

describe("did this help?", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seeded: true });
  });
  afterAll(() => database?.close());

  const answer = (form: Record<string, string>, html = false) => {
    const request = pageRequest("/support/feedback", { form });
    if (html) request.headers.set("accept", "text/html");
    return settle(() => callPage(database.db, recordFeedbackFromPage, request));
  };

  it("records a yes or a no on a guide, in place with script and back to the guide without", async () => {
    expect(await answer({ slug: "robot-stuck", helpful: "yes" })).toMatchObject({
      status: 200,
      data: { done: true },
    });
    expect(
      await answer({ slug: "robot-stuck", helpful: "no", back: "/de/support/troubleshooting" }, true),
    ).toMatchObject({
      status: 302,
      location: "/de/support/troubleshooting#robot-stuck",
    });
    // A way back that leaves the store is ignored.
    expect(
      await answer({ slug: "robot-stuck", helpful: "no", back: "//evil.example/x" }, true),
    ).toMatchObject({
      status: 200,
    });
    const [entry] = await database.db
      .select()
      .from(supportEntries)
      .where(eq(supportEntries.slug, "robot-stuck"));
    const rows = await database.db
      .select()
      .from(supportFeedback)
      .where(eq(supportFeedback.entryId, entry?.id as number));
    expect(rows.map((row) => row.helpful)).toEqual([true, false, false]);
  });

  it("refuses an unknown guide, a malformed answer, and a flood from one address", async () => {
    expect(await answer({ slug: "no-such-guide", helpful: "yes" })).toEqual({
      status: 200,
      data: { error: "i18n_error_page_not_found" },
    });
    // No form of the store sends this: a bad request, not an answer the page shows.
    expect((await answer({ slug: "robot-stuck", helpful: "maybe" })).status).toBe(400);
    const answers: unknown[] = [];
    for (let index = 0; index < 30; index++)
      answers.push((await answer({ slug: "fryer-not-crispy", helpful: "yes" })).data);
    expect(answers).toContainEqual({ error: "i18n_error_rate_limited" });
  });
});
