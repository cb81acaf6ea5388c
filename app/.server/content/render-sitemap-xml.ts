import { env } from "../../../lib/env.ts";
import { hreflangOf, siteUrl } from "../../../lib/site-url.ts";
import { type SiteCode, siteCodes, sites } from "../../../lib/sites.ts";
import { listAccessoryTypes } from "../../../modules/catalog/list-accessory-types.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listGoodsOnSale } from "../../../modules/catalog/list-goods-on-sale.ts";
import { listContentPages } from "../../../modules/content/list-content-pages.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { detailPath } from "../catalog/present-goods.ts";
import { indexableScreens } from "./load-sitemap.ts";

type Entry = { path: string; sites: readonly SiteCode[]; lastmod?: Date };

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * /sitemap.xml (sitemaps.org 0.9): every indexable screen, category and accessory type list, product,
 * accessory and content page, once per site that has it at its canonical address, each with its hreflang
 * alternates and x-default (the us address). Screens behind sign-in, the cart and checkout are not listed.
 */
export async function renderSitemapXml(context: LoadContext): Promise<Response> {
  const { db } = context.get(pageContext);
  const publicUrl = env().PUBLIC_URL;
  const [goods, categories, accessoryTypes, pages] = await Promise.all([
    listGoodsOnSale(db, "en"),
    listCategories(db, sites.us),
    listAccessoryTypes(db, sites.us),
    listContentPages(db, sites.us),
  ]);
  const entries: Entry[] = [
    ...indexableScreens.map((screen) => ({ path: screen.path, sites: siteCodes })),
    ...categories.map((category) => ({ path: `/product/list?categoryId=${category.id}`, sites: siteCodes })),
    ...accessoryTypes.map((type) => ({
      path: `/accessory/list?accessoryTypeId=${type.id}`,
      sites: siteCodes,
    })),
    ...goods.map((entry) => ({
      path: detailPath(entry.type, entry.id),
      sites: entry.sites,
      lastmod: entry.updatedAt,
    })),
    ...pages
      .filter((page) => page.kind !== "legal")
      .map((page) => ({ path: `/custom?id=${page.slug}`, sites: siteCodes, lastmod: page.publishedAt })),
  ];
  const url = (entry: Entry, site: SiteCode) => {
    const alternates = entry.sites
      .map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${hreflangOf(code)}" href="${escapeXml(siteUrl(publicUrl, code, entry.path))}"/>`,
      )
      .join("");
    const fallback = entry.sites.includes("us")
      ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl(publicUrl, "us", entry.path))}"/>`
      : "";
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    return `<url><loc>${escapeXml(siteUrl(publicUrl, site, entry.path))}</loc>${lastmod}${alternates}${fallback}</url>`;
  };
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) => entry.sites.map((site) => url(entry, site))),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
