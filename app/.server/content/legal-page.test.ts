import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { addMissingLegalPages } from "../../../db/seed/seed-legal-pages.ts";
import { contentPages, contentPageTranslations } from "../../../modules/content/tables.ts";
import { callPage, pageRequest, settle } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { loadCustomPage } from "./load-custom-page.ts";
import { type LegalSlug, loadLegalPage } from "./load-legal-page.ts";

type Legal = Awaited<ReturnType<typeof loadLegalPage>>;

describe("the privacy and terms pages", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seeded: true });
  });
  afterAll(() => database?.close());

  const load = async (path: string, slug: LegalSlug) =>
    (await settle(() =>
      callPage(database.db, (request, context) => loadLegalPage(request, context, slug), pageRequest(path)),
    )) as { status: number; data: Legal };

  it.each([
    ["/privacy", "privacy", /privacy/i],
    ["/gb/terms", "terms", /terms/i],
    ["/de/privacy", "privacy", /Datenschutz/],
    ["/fr/terms", "terms", /conditions/i],
    ["/es/privacy", "privacy", /privacidad/i],
    ["/it/terms", "terms", /condizioni|termini/i],
  ] as const)("%s is a whole document in the site's language", async (path, slug, title) => {
    const { status, data: page } = await load(path, slug);
    expect(status).toBe(200);
    expect(page.title).toMatch(title);
    const headings = page.blocks.filter((block) => block.kind === "heading");
    expect(headings.length).toBeGreaterThanOrEqual(8);
    expect(headings.map((heading) => heading.anchor)).toEqual(
      headings.map((_, index) => `section-${index + 1}`),
    );
    const words = page.blocks
      .flatMap((block) => (block.kind === "list" ? block.items : [block.text]))
      .join(" ")
      .split(/\s+/).length;
    expect(words).toBeGreaterThan(1000);
  });

  it("says the store's own rules: 7-day returns, the statutory 14 days, a 1-year warranty, the cookies", async () => {
    const terms = (await load("/terms", "terms")).data.blocks.map((block) =>
      block.kind === "list" ? block.items.join(" ") : block.text,
    );
    const text = terms.join(" ");
    expect(text).toMatch(/7 days/);
    expect(text).toMatch(/14 days/);
    expect(text).toMatch(/1-year|one-year|one year/i);
    expect(text).toMatch(/30 minutes/);
    const privacy = (await load("/privacy", "privacy")).data.blocks
      .map((block) => (block.kind === "list" ? block.items.join(" ") : block.text))
      .join(" ");
    // Each cookie by its name in quotes, as the browser shows it.
    for (const cookie of ["session", "site", "device"])
      expect(privacy).toMatch(new RegExp(`["“«„]\\s?${cookie}\\s?["”»“]`));
  });

  it("is not a custom page too", async () => {
    const custom = await settle(() =>
      callPage(database.db, loadCustomPage, pageRequest("/custom?id=privacy")),
    );
    expect(custom.status).toBe(404);
  });

  it("adds a missing document to a database seeded before them, and keeps the shop's own version", async () => {
    await database.db.delete(contentPages).where(eq(contentPages.slug, "terms"));
    expect((await load("/terms", "terms")).status).toBe(404);
    const [privacy] = await database.db.select().from(contentPages).where(eq(contentPages.slug, "privacy"));
    await database.db
      .update(contentPageTranslations)
      .set({ title: "Our own privacy notice" })
      .where(
        and(
          eq(contentPageTranslations.pageId, privacy?.id as number),
          eq(contentPageTranslations.lang, "en"),
        ),
      );

    await database.db.transaction((tx) => addMissingLegalPages(tx));
    expect((await load("/terms", "terms")).data.title).toBeTruthy();
    expect((await load("/privacy", "privacy")).data.title).toBe("Our own privacy notice");
  });
});
