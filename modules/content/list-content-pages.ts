import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { contentPages, contentPageTranslations } from "./tables.ts";

/** Every page of the blog centre and every custom page, with its last change: for the sitemaps. */
export async function listContentPages(
  db: Db,
  site: Site,
): Promise<{ slug: string; kind: string; title: string; publishedAt: Date }[]> {
  return db
    .select({
      slug: contentPages.slug,
      kind: contentPages.kind,
      title: contentPageTranslations.title,
      publishedAt: contentPages.publishedAt,
    })
    .from(contentPages)
    .innerJoin(
      contentPageTranslations,
      and(eq(contentPageTranslations.pageId, contentPages.id), eq(contentPageTranslations.lang, site.lang)),
    )
    .orderBy(desc(contentPages.publishedAt));
}
