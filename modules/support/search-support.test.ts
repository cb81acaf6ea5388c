import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { demoFaqs, demoTroubleshooting, demoTutorials } from "../../db/seed/support/support-catalog.ts";
import { resolveSite } from "../../lib/sites.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { searchSupport } from "./search-support.ts";
import { supportFilePath } from "./support-files.ts";
import { supportDownloads, supportEntries, supportEntryTranslations } from "./tables.ts";

describe.each(databaseKinds)("the support centre's content and search on %s", (kind: DatabaseKind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
  });
  afterAll(() => database?.close());

  const slugs = async (site: string, keyword: string) =>
    (await searchSupport(database.db, resolveSite(site), keyword)).map((hit) => hit.slug);

  it("holds every entry of the demo catalogue in five languages, and a quick-start PDF per model and language", async () => {
    const entries = await database.db.select().from(supportEntries);
    const expected = [demoFaqs, demoTroubleshooting, demoTutorials].flatMap((group) => Object.keys(group));
    expect(entries.map((entry) => entry.slug).sort()).toEqual(expected.sort());
    expect(await database.db.$count(supportEntryTranslations)).toBe(expected.length * 5);
    const guides = await database.db
      .select()
      .from(supportDownloads)
      .where(eq(supportDownloads.kind, "quick_start"));
    expect(guides.length).toBeGreaterThanOrEqual(12 * 5);
    for (const guide of guides.slice(0, 5)) {
      const bytes = fs.readFileSync(supportFilePath(guide.file as string));
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.length).toBe(guide.bytes);
    }
  });

  it("finds help in the site's language, forgiving typos", async () => {
    expect(await slugs("us", "robot charge")).toContain("robot-not-charging");
    expect(await slugs("us", "chargng")).toEqual(expect.arrayContaining(["robot-not-charging"]));
    expect(await slugs("gb", "forgot passwrd")).toContain("account-reset-password");
    expect(await slugs("de", "Ladestation")).toContain("robot-not-charging");
    expect(await slugs("fr", "mot de passe")).toContain("account-reset-password");
    expect((await searchSupport(database.db, resolveSite("us"), "chargng"))[0]).toMatchObject({
      kind: expect.stringMatching(/faq|troubleshooting|tutorial/),
      title: expect.any(String),
    });
    // Stop words ("nicht") are left out, umlauts may be typed or not.
    expect(await slugs("de", "Akku lädt nicht")).toContain("stick-battery-not-charging");
    expect(await slugs("de", "Akku ladt nicht")).toContain("stick-battery-not-charging");
    expect(await slugs("us", "zzzqqq")).toEqual([]);
    expect(await slugs("us", "  ")).toEqual([]);
  });
});
