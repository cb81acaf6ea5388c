import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listGoodsOnSale } from "../../../modules/catalog/list-goods-on-sale.ts";
import { searchSupport } from "../../../modules/support/search-support.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

/** Keywords longer than this are cut: a question, not an essay. */
const MAX_KEYWORD = 100;

/**
 * /support: the search over all help (`?q=`, answers expandable in place), and every model on sale on the site
 * by product line, each leading to its hub (ADR 0034).
 */
export async function loadSupportHome(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_KEYWORD);
  const [hits, goods, categories] = await Promise.all([
    q ? searchSupport(db, site, q) : [],
    listGoodsOnSale(db, site.lang),
    listCategories(db, site),
  ]);
  const lines = categories
    .map((category) => ({
      id: category.id,
      name: category.name,
      models: goods
        .filter(
          (entry) =>
            entry.type === GOODS_TYPE.product &&
            entry.categoryId === category.id &&
            entry.sites.includes(site.code),
        )
        .map((entry) => ({ id: entry.id, name: entry.name })),
    }))
    .filter((line) => line.models.length > 0);
  return { q, hits, lines };
}
