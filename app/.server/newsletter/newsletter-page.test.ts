import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { mailJobs } from "../../../modules/notifications/tables.ts";
import { pageContextFor, pageRequest, settle } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { actOnNewsletter, loadNewsletterPage } from "./newsletter-page.ts";

describe("the newsletter pages", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database?.close());

  const post = (path: string, form: Record<string, string>) => {
    const request = pageRequest(path, { form });
    const step = path.split("/").pop()?.split("?")[0];
    return settle(() => actOnNewsletter(request, { step }, pageContextFor(database.db, request)));
  };

  it("signs up from the footer's form, then confirms and unsubscribes through the mailed links' buttons", async () => {
    const email = `page.reader.${Date.now()}@example.com`;
    expect(await post("/de/newsletter/subscribe", { email })).toMatchObject({
      data: { done: "i18n_newsletter_thanks" },
    });
    const [mail] = await database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.to, email))
      .orderBy(desc(mailJobs.id));
    const link = new URL(mail?.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/de/newsletter/confirm");
    const shown = loadNewsletterPage(new Request(link), { step: "confirm" });
    expect(shown).toEqual({ step: "confirm", email, sig: link.searchParams.get("sig") });
    expect(await post("/de/newsletter/confirm", { email, sig: shown.sig })).toMatchObject({
      data: { done: "i18n_newsletter_confirmed" },
    });
    expect(await post("/de/newsletter/confirm", { email, sig: shown.sig })).toMatchObject({
      data: { done: "i18n_newsletter_already" },
    });
    expect(await post("/de/newsletter/unsubscribe", { email, sig: "forged" })).toMatchObject({
      status: 200,
      data: { error: "i18n_newsletter_error_link" },
    });
    expect(await post("/newsletter/subscribe", { email: "nope" })).toMatchObject({
      status: 200,
      data: { error: "i18n_form_feedback_03" },
    });
    expect(
      await settle(() => loadNewsletterPage(pageRequest("/newsletter/other"), { step: "other" })),
    ).toMatchObject({
      status: 404,
    });
  });
});
