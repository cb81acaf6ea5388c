import type { MessageKey } from "../../../i18n/messages.ts";
import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { listAccessoryTypes } from "../../../modules/catalog/list-accessory-types.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listGoodsOnSale } from "../../../modules/catalog/list-goods-on-sale.ts";
import { listContentPages } from "../../../modules/content/list-content-pages.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { detailPath } from "../catalog/present-goods.ts";

export type SitemapLink = { path: string; name: string };
export type SitemapGroup = { name: string; path: string; links: SitemapLink[] };

/** The screens a visitor may land on from a search engine, by section: both sitemaps list them. */
export const indexableScreens: { section: "shop" | "support" | "legal"; path: string; title: MessageKey }[] =
  [
    { section: "shop", path: "/", title: "i18n_nav_home" },
    { section: "shop", path: "/product/list", title: "i18n_list_title" },
    { section: "shop", path: "/accessory/list", title: "i18n_accessory_list_title" },
    { section: "shop", path: "/product/deals", title: "i18n_deals_title" },
    { section: "shop", path: "/choose/step", title: "i18n_choose_step_title" },
    { section: "support", path: "/support", title: "i18n_support_title" },
    { section: "support", path: "/support/faqs", title: "i18n_faqs_title" },
    { section: "support", path: "/support/troubleshooting", title: "i18n_troubleshooting_title" },
    { section: "support", path: "/support/tutorials", title: "i18n_tutorials_title" },
    { section: "support", path: "/support/downloads", title: "i18n_downloads_title" },
    { section: "support", path: "/support/comments", title: "i18n_comments_title" },
    { section: "legal", path: "/privacy", title: "i18n_privacy_title" },
    { section: "legal", path: "/terms", title: "i18n_terms_title" },
    { section: "legal", path: "/sitemap", title: "i18n_sitemap_title" },
  ];

/**
 * /sitemap: every category with its products, every accessory type with its accessories, the articles and
 * custom pages, and the shop's, support and legal screens, in the site's language. Only what is on sale here.
 */
export async function loadSitemap(request: Request, context: LoadContext) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const [goods, categories, accessoryTypes, pages] = await Promise.all([
    listGoodsOnSale(db, site.lang),
    listCategories(db, site),
    listAccessoryTypes(db, site),
    listContentPages(db, site),
  ]);
  const here = goods.filter((entry) => entry.sites.includes(site.code));
  const linksOf = (keep: (entry: (typeof here)[number]) => boolean): SitemapLink[] =>
    here.filter(keep).map((entry) => ({ path: detailPath(entry.type, entry.id), name: entry.name }));
  const groups = (kind: "products" | "accessories"): SitemapGroup[] =>
    (kind === "products" ? categories : accessoryTypes)
      .map((group) => ({
        name: group.name,
        path:
          kind === "products"
            ? `/product/list?categoryId=${group.id}`
            : `/accessory/list?accessoryTypeId=${group.id}`,
        links: linksOf((entry) =>
          kind === "products"
            ? entry.type === GOODS_TYPE.product && entry.categoryId === group.id
            : entry.type === GOODS_TYPE.accessory && entry.accessoryTypeId === group.id,
        ),
      }))
      .filter((group) => group.links.length > 0);
  return {
    screens: indexableScreens,
    products: groups("products"),
    accessories: groups("accessories"),
    pages: pages
      .filter((page) => page.kind !== "legal")
      .map((page) => ({ path: `/custom?id=${page.slug}`, name: page.title })),
  };
}
