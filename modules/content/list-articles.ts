import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import { contentPages, contentPageTranslations } from "./tables.ts";

export type ArticleCard = {
  slug: string;
  title: string;
  summary: string;
  media: string | null;
  publishedAt: string;
};

/** The newest blog-centre articles in the site's language. */
export function listArticles(db: Db, site: Site, limit: number): Promise<ArticleCard[]> {
  return readThrough(db, `articles|${site.code}|${limit}`, env().CATALOG_CACHE_SECONDS * 1000, async () => {
    const rows = await db
      .select({
        slug: contentPages.slug,
        title: contentPageTranslations.title,
        summary: contentPageTranslations.summary,
        media: contentPages.media,
        publishedAt: contentPages.publishedAt,
      })
      .from(contentPages)
      .innerJoin(
        contentPageTranslations,
        and(eq(contentPageTranslations.pageId, contentPages.id), eq(contentPageTranslations.lang, site.lang)),
      )
      .where(eq(contentPages.kind, "article"))
      .orderBy(desc(contentPages.publishedAt))
      .limit(limit);
    return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
  });
}
