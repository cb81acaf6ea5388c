import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import type { ContentBlock } from "./content-block.ts";
import { contentPages, contentPageTranslations } from "./tables.ts";

export type ContentPage = {
  id: number;
  slug: string;
  kind: string;
  media: string | null;
  publishedAt: string;
  title: string;
  summary: string;
  blocks: ContentBlock[];
};

/** A custom page or article in the site's language, by numeric id or by slug. */
export async function getContentPage(
  db: Db,
  site: Site,
  ref: { id: number } | { slug: string },
): Promise<ContentPage> {
  const match: SQL = "id" in ref ? eq(contentPages.id, ref.id) : eq(contentPages.slug, ref.slug);
  const [row] = await db
    .select({
      id: contentPages.id,
      slug: contentPages.slug,
      kind: contentPages.kind,
      media: contentPages.media,
      publishedAt: contentPages.publishedAt,
      title: contentPageTranslations.title,
      summary: contentPageTranslations.summary,
      blocks: contentPageTranslations.blocks,
    })
    .from(contentPages)
    .innerJoin(
      contentPageTranslations,
      and(eq(contentPageTranslations.pageId, contentPages.id), eq(contentPageTranslations.lang, site.lang)),
    )
    .where(match);
  if (!row) throw new AppError("NOT_FOUND", "i18n_error_page_not_found");
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}
