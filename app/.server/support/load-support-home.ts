import { searchSupport } from "../../../modules/support/search-support.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { listModelsByLine } from "./list-models-by-line.ts";

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
  const [hits, lines] = await Promise.all([q ? searchSupport(db, site, q) : [], listModelsByLine(db, site)]);
  return { q, hits, lines };
}
