import { data } from "react-router";
import { AppError } from "../../../lib/errors.ts";
import { listGoodsBySlugs } from "../../../modules/catalog/list-goods-by-slugs.ts";
import { idQuery } from "../../../modules/catalog/schemas.ts";
import { getContentPage } from "../../../modules/content/get-content-page.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { type GoodsCard, presentCard } from "../catalog/present-goods.ts";

export type CustomBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "image"; media: string; alt: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "products"; title: string; cards: GoodsCard[] };

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * A content page by `?id=` (its number, or its slug as the home page's blog links give it) or `?slug=`.
 * Anything else, or a page that does not exist, is not found.
 */
export async function loadCustomPage(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const id = url.searchParams.get("id") ?? "";
  const slug = url.searchParams.get("slug") ?? (/^\d+$/.test(id) ? "" : id);
  const numeric = idQuery.safeParse({ id });
  const ref = slug ? (SLUG.test(slug) ? { slug } : null) : numeric.success ? { id: numeric.data.id } : null;
  if (!ref) throw data(null, { status: 404 });

  let page: Awaited<ReturnType<typeof getContentPage>>;
  try {
    page = await getContentPage(db, site, ref);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  // The legal documents have their own addresses (/privacy, /terms).
  if (page.kind === "legal") throw data(null, { status: 404 });
  const blocks: CustomBlock[] = await Promise.all(
    page.blocks.map(async (block): Promise<CustomBlock> => {
      if (block.kind !== "products") return block;
      const entries = await listGoodsBySlugs(db, site, block.goods);
      return {
        kind: "products",
        title: block.title,
        cards: entries.map((entry) => presentCard(entry, site)),
      };
    }),
  );
  return {
    title: page.title,
    summary: page.summary,
    media: page.media,
    publishedAt: page.publishedAt,
    isArticle: page.kind === "article",
    blocks,
  };
}
