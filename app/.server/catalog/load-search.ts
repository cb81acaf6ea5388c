import { searchGoods } from "../../../modules/catalog/search-goods.ts";
import { searchKeyword } from "../../../modules/catalog/search-schemas.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { presentCard } from "./present-goods.ts";

const PAGE_SIZE = 12;
const MAX_PAGE = 1_000;

/**
 * The search screen: `productName` is the keyword (the header's search form sends it). A page opened
 * without the parameter shows the form and a hint; a blank or oversize keyword shows its message; a
 * keyword nothing matches shows best sellers instead.
 */
export async function loadSearch(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const raw = url.searchParams.get("productName");
  const empty = { cards: [], recommended: [], total: 0, page: 1, pageCount: 0 };
  if (raw === null) return { keyword: "", error: null, ...empty };

  const parsed = searchKeyword.safeParse(raw);
  if (!parsed.success) {
    return { keyword: raw.slice(0, 200), error: parsed.error.issues[0]?.message ?? null, ...empty };
  }
  const requestedPage = Number(url.searchParams.get("page"));
  const page = Number.isInteger(requestedPage) && requestedPage > 1 ? Math.min(requestedPage, MAX_PAGE) : 1;
  const result = await searchGoods(db, site, { keyword: parsed.data, page, pageSize: PAGE_SIZE });
  return {
    keyword: parsed.data,
    error: null,
    cards: result.list.map((entry) => presentCard(entry, site)),
    recommended: result.recommended.map((entry) => presentCard(entry, site)),
    total: result.total,
    page,
    pageCount: result.pageCount,
  };
}
