import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { goods } from "../../modules/catalog/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

// The seed writes the manual files under DATA_DIR: a folder of this run's own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-manuals-"));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.each(databaseKinds)("user manual downloads on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  const idOf = async (slug: string) => {
    const [row] = await database.db.select({ id: goods.id }).from(goods).where(eq(goods.slug, slug));
    if (!row) throw new Error(`no goods ${slug}`);
    return row.id;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
  });
  afterAll(() => database?.close());

  it("serves the manual in the language asked for as a PDF download", async () => {
    const id = await idOf("aerosweep-r5");
    const response = await app.request(`/manuals/${id}/de.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="aerosweep-r5-bedienungsanleitung-de.pdf"',
    );
    expect(response.headers.get("content-language")).toBe("de");
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(pdf.toString("latin1")).toContain("(Bedienungsanleitung) Tj");
    expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("falls back to English where the language has no manual", async () => {
    const id = await idOf("crispair-f6-view");
    const response = await app.request(`/manuals/${id}/fr.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("en");
    expect(response.headers.get("content-disposition")).toContain("crispair-f6-view-user-manual-en.pdf");
  });

  it("answers 404 for goods without a manual, unknown ids and other languages or paths", async () => {
    const accessory = await idOf("hepa-filter-aerosweep");
    for (const url of [
      `/manuals/${accessory}/en.pdf`,
      "/manuals/999999/en.pdf",
      "/manuals/1/jp.pdf",
      "/manuals/1/../../etc/passwd",
      "/manuals/abc/en.pdf",
    ]) {
      expect((await app.request(url)).status, url).toBe(404);
    }
  });
});
