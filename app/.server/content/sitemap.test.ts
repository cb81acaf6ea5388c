import fs from "node:fs";
import path from "node:path";
import { ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import type { Database } from "../../../db/client.ts";
import { env } from "../../../lib/env.ts";
import { listGoodsOnSale } from "../../../modules/catalog/list-goods-on-sale.ts";
import { PUBLISHED } from "../../../modules/catalog/publish-state.ts";
import { goods } from "../../../modules/catalog/tables.ts";
import { callPage, pageContextFor, pageRequest } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { loader as robots } from "../../routes/robots-txt.ts";
import { detailPath } from "../catalog/present-goods.ts";
import { loadSitemap } from "./load-sitemap.ts";
import { renderSitemapXml } from "./render-sitemap-xml.ts";

const schemas = path.resolve(import.meta.dirname, "../../../tests/schemas");
const schemaFile = (name: string) => ({
  fileName: name,
  contents: fs.readFileSync(path.join(schemas, name), "utf8"),
});

describe("the sitemaps", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seeded: true });
  });
  afterAll(() => database?.close());

  const xml = async () => {
    const request = pageRequest("/sitemap.xml");
    const response = await renderSitemapXml(pageContextFor(database.db, request));
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    return response.text();
  };

  it("sitemap.xml is valid against the sitemap schema, hreflang alternates included", async () => {
    const result = await validateXML({
      xml: { fileName: "sitemap.xml", contents: await xml() },
      schema: schemaFile("sitemap.xsd"),
      preload: schemaFile("xhtml-link.xsd"),
      maxMemoryPages: 4096,
    });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every published product and accessory under every prefix that sells it, and nothing else of the catalogue", async () => {
    const text = await xml();
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]?.replaceAll("&amp;", "&"),
    );
    const base = env().PUBLIC_URL;
    const onSale = await listGoodsOnSale(database.db, "en");
    expect(onSale.length).toBeGreaterThan(10);
    for (const entry of onSale)
      for (const site of entry.sites) {
        const prefix = site === "us" ? "" : `/${site}`;
        expect(locs).toContain(`${base}${prefix}${detailPath(entry.type, entry.id)}`);
      }
    const detailLocs = locs.filter((loc) => /\/(product|accessory)\/detail\?/.test(loc ?? ""));
    expect(detailLocs).toHaveLength(onSale.reduce((sum, entry) => sum + entry.sites.length, 0));
    const hidden = await database.db
      .select({ id: goods.id, type: goods.type })
      .from(goods)
      .where(ne(goods.publish, PUBLISHED));
    expect(hidden.length).toBeGreaterThan(0);
    for (const entry of hidden)
      expect(text).not.toContain(`${detailPath(entry.type, entry.id).replace("&", "&amp;")}<`);
    expect(locs.filter((loc) => loc?.startsWith(`${base}/us`))).toEqual([]);
    expect(locs.filter((loc) => /personal|shopping_cart|order_checkout|user\//.test(loc ?? ""))).toEqual([]);
    // Each address names all its variants and the default.
    const first = text.slice(text.indexOf("<url>"), text.indexOf("</url>"));
    expect([...first.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "en-US",
      "en-GB",
      "de",
      "fr",
      "es",
      "it",
      "x-default",
    ]);
  });

  it("/sitemap groups the site's products by category and its accessories by type, in its language", async () => {
    const data = await callPage(database.db, loadSitemap, pageRequest("/de/sitemap"));
    const onSale = (await listGoodsOnSale(database.db, "de")).filter((entry) => entry.sites.includes("de"));
    const listed = [...data.products, ...data.accessories].flatMap((group) =>
      group.links.map((link) => link.name),
    );
    expect(listed.sort()).toEqual(onSale.map((entry) => entry.name).sort());
    expect(data.products.length).toBeGreaterThan(1);
    expect(data.accessories.length).toBeGreaterThan(1);
    expect(data.screens.map((screen) => screen.path)).toEqual(
      expect.arrayContaining(["/privacy", "/terms", "/support"]),
    );
    expect(data.pages.every((page) => page.path.startsWith("/custom?id="))).toBe(true);
  });

  it("robots.txt keeps crawlers off private screens under every prefix and names the sitemap", async () => {
    const text = await robots().text();
    expect(text).toContain("Disallow: /*/personal/");
    expect(text).toContain("Disallow: /order_checkout");
    expect(text).toContain(`Sitemap: ${env().PUBLIC_URL}/sitemap.xml`);
  });
});
