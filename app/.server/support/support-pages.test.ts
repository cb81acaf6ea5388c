import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { demoFaqs, demoTroubleshooting, demoTutorials } from "../../../db/seed/support/support-catalog.ts";
import { goods } from "../../../modules/catalog/tables.ts";
import { createApp } from "../../../server/create-app.ts";
import { callPage, pageRequest, settle } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { loadCheckCategory } from "./load-check-category.ts";
import { loadSupportDownloads } from "./load-support-downloads.ts";
import { loadSupportFaqs } from "./load-support-faqs.ts";
import { loadSupportGuides } from "./load-support-guides.ts";
import { loadSupportHome } from "./load-support-home.ts";
import { loadSupportHub } from "./load-support-hub.ts";

type Hub = Awaited<ReturnType<typeof loadSupportHub>>;

describe("the support centre's screens", () => {
  let database: Database;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seeded: true });
    for (const row of await database.db.select({ id: goods.id, slug: goods.slug }).from(goods))
      ids[row.slug] = row.id;
  });
  afterAll(() => database?.close());

  const hub = async (path: string) =>
    (await settle(() => callPage(database.db, loadSupportHub, pageRequest(path)))) as {
      status: number;
      data: Hub;
    };
  const slugsOf = (data: Hub, kind: string) =>
    data.entries.filter((entry) => entry.kind === kind).map((entry) => entry.slug);

  it("/support lists every model on sale by line and searches all help, answers included", async () => {
    const home = await callPage(database.db, loadSupportHome, pageRequest("/support"));
    expect(home.hits).toEqual([]);
    const robots = home.lines.find((line) =>
      line.models.some((model) => model.id === ids["aerosweep-r9-pro"]),
    );
    expect(robots?.models.map((model) => model.id)).not.toContain(ids["aerosweep-r4"]);
    expect(home.lines.flatMap((line) => line.models)).toHaveLength(12);

    const found = await callPage(database.db, loadSupportHome, pageRequest("/de/support?q=Ladestation"));
    const hit = found.hits.find((entry) => entry.slug === "robot-not-charging");
    expect(hit?.title).toBe("Der Roboter lädt nicht an seiner Ladestation");
    expect(hit?.body.kind).toBe("troubleshooting");
    const long = await callPage(database.db, loadSupportHome, pageRequest(`/support?q=${"a".repeat(500)}`));
    expect(long.q).toHaveLength(100);
  });

  it("a model's hub gathers its line's help and its own, its downloads and its spare parts", async () => {
    const r9 = (await hub(`/de/support/product?id=${ids["aerosweep-r9-pro"]}`)).data;
    expect(r9.title).toContain("AeroSweep R9 Pro");
    expect(slugsOf(r9, "faq")).toEqual(
      expect.arrayContaining(["robot-first-run", "robot-map", "robot-auto-empty"]),
    );
    expect(slugsOf(r9, "troubleshooting")).toContain("robot-not-charging");
    expect(r9.entries.some((entry) => entry.slug.startsWith("stick-") || entry.topic === "orders")).toBe(
      false,
    );
    expect(r9.downloads.filter((download) => download.kind === "quick_start")).toMatchObject([
      { lang: "de" },
    ]);
    expect(
      r9.downloads
        .filter((download) => download.kind === "firmware")
        .map((download) => download.kind === "firmware" && download.version),
    ).toEqual(["3.2.0", "3.1.4"]);
    expect(r9.manual?.href).toBe(`/manuals/${ids["aerosweep-r9-pro"]}/de.pdf`);
    expect(r9.spareParts.length).toBeGreaterThan(0);

    const r5 = (await hub(`/support/product?id=${ids["aerosweep-r5"]}`)).data;
    expect(slugsOf(r5, "faq")).not.toContain("robot-auto-empty");
    expect(slugsOf(r5, "faq")).not.toContain("robot-map");
    expect(slugsOf(r5, "faq")).toContain("robot-first-run");

    // A delisted model keeps its hub; an accessory, an unknown or a malformed id is not found.
    expect((await hub(`/support/product?id=${ids["aerosweep-r4"]}`)).data.onSale).toBe(false);
    const accessory = (await database.db.select({ id: goods.id }).from(goods).where(eq(goods.type, 2)))[0];
    for (const id of [String(accessory?.id), "999999", "abc", "0x10"])
      expect((await hub(`/support/product?id=${id}`)).status).toBe(404);
  });

  it("/support/faqs has every question under its topic, the store's topics first", async () => {
    const faqs = await callPage(database.db, loadSupportFaqs, pageRequest("/fr/support/faqs"));
    expect(faqs.topics[0]?.topic).toBe("orders");
    expect(faqs.topics.flatMap((topic) => topic.entries)).toHaveLength(Object.keys(demoFaqs).length);
    expect(faqs.topics.find((topic) => topic.topic === "air-fryers")?.name).toBeTruthy();
  });

  it("/support/troubleshooting and /support/tutorials list every guide under its product line", async () => {
    for (const [kind, catalog] of [
      ["troubleshooting", demoTroubleshooting],
      ["tutorial", demoTutorials],
    ] as const) {
      const page = await callPage(
        database.db,
        (request, context) => loadSupportGuides(request, context, kind),
        pageRequest("/es/support/troubleshooting"),
      );
      expect(page.lines.map((line) => line.slug)).toEqual([
        "robot-vacuums",
        "cordless-vacuums",
        "wet-dry-vacuums",
        "air-fryers",
      ]);
      expect(page.lines.flatMap((line) => line.entries.map((entry) => entry.slug)).sort()).toEqual(
        Object.keys(catalog).sort(),
      );
      for (const line of page.lines)
        expect(line.entries.every((entry) => entry.topic === line.slug)).toBe(true);
    }
    const tutorials = await callPage(
      database.db,
      (request, context) => loadSupportGuides(request, context, "tutorial"),
      pageRequest("/support/tutorials"),
    );
    expect(tutorials.lines[0]?.entries[0]?.media).toMatch(/^support\//);
  });

  it("/support/downloads gives every model on sale its manual and quick start in the site's language, and firmware where it has some", async () => {
    const page = await callPage(database.db, loadSupportDownloads, pageRequest("/it/support/downloads"));
    const models = page.lines.flatMap((line) => line.models);
    expect(models).toHaveLength(12);
    for (const model of models) {
      expect(model.downloads.filter((download) => download.kind === "quick_start")).toMatchObject([
        { lang: "it" },
      ]);
      expect(model.manual).not.toBeNull();
    }
    const r9 = models.find((model) => model.id === ids["aerosweep-r9-pro"]);
    expect(r9?.downloads.filter((download) => download.kind === "firmware")).toHaveLength(2);
    // Air fryers have manuals in English and German only: Italian falls back to English.
    const fryer = models.find((model) => model.id === ids["crispair-f4-compact"]);
    expect(fryer?.manual?.lang).toBe("en");
  });

  it("/support/checkCategory leads a phone from a product line to a model's hub, and is not found on desktop", async () => {
    const check = (path: string) =>
      settle(() =>
        callPage(
          database.db,
          loadCheckCategory,
          pageRequest(`${path}${path.includes("?") ? "&" : "?"}device=mobile`),
        ),
      );
    const lines = (await check("/support/checkCategory")).data as Awaited<
      ReturnType<typeof loadCheckCategory>
    >;
    expect(lines.chosen).toBeNull();
    expect(lines.lines.map((line) => line.count)).toEqual([3, 3, 3, 3]);
    const robots = (await check(`/support/checkCategory?category=${lines.lines[0]?.id}`))
      .data as typeof lines;
    expect(robots.chosen?.models.map((model) => model.name)).toContain("AeroSweep R9 Pro");
    const desktop = await settle(() =>
      callPage(database.db, loadCheckCategory, pageRequest("/support/checkCategory?device=desktop")),
    );
    expect(desktop.status).toBe(404);
  });

  it("serves the quick-start guides as PDF downloads, and nothing else from their folder", async () => {
    const app = createApp({ db: database.db });
    const guide = await app.request("/support-files/quick-start-aerosweep-r9-pro-it.pdf");
    expect(guide.status).toBe(200);
    expect(guide.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await guide.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    for (const path of [
      "/support-files/nothing.pdf",
      "/support-files/..%2F..%2Fetc%2Fpasswd",
      "/support-files/a.txt",
    ])
      expect((await app.request(path)).status).toBe(404);
  });
});
