import { data } from "react-router";
import { AppError } from "../../../lib/errors.ts";
import { getContentPage } from "../../../modules/content/get-content-page.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

export type LegalSlug = "privacy" | "terms";
export type LegalBlock =
  | { kind: "heading"; text: string; anchor: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

/**
 * /privacy and /terms: the shop's documents from the content store (kind `legal`, ADR 0033) in the site's
 * language, so the shop replaces them without a release. Each heading gets an anchor for the contents.
 */
export async function loadLegalPage(request: Request, context: LoadContext, slug: LegalSlug) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  let page: Awaited<ReturnType<typeof getContentPage>>;
  try {
    page = await getContentPage(db, site, { slug });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  if (page.kind !== "legal") throw data(null, { status: 404 });
  let headings = 0;
  const blocks = page.blocks.flatMap((block): LegalBlock[] => {
    if (block.kind === "heading") return [{ ...block, anchor: `section-${++headings}` }];
    return block.kind === "paragraph" || block.kind === "list" ? [block] : [];
  });
  return { title: page.title, summary: page.summary, updatedAt: page.publishedAt, blocks };
}
