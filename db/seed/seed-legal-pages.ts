import { inArray } from "drizzle-orm";
import type { ContentLang } from "../../lib/sites.ts";
import { contentPages, contentPageTranslations } from "../../modules/content/tables.ts";
import type { Tx } from "../client.ts";
import { demoLangs } from "./demo-catalog.ts";
import type { DemoLegalTexts } from "./legal/legal-page.ts";
import { legalTextsDe } from "./legal/legal-texts-de.ts";
import { legalTextsEn } from "./legal/legal-texts-en.ts";
import { legalTextsEs } from "./legal/legal-texts-es.ts";
import { legalTextsFr } from "./legal/legal-texts-fr.ts";
import { legalTextsIt } from "./legal/legal-texts-it.ts";

const texts: Record<ContentLang, DemoLegalTexts> = {
  en: legalTextsEn,
  de: legalTextsDe,
  fr: legalTextsFr,
  es: legalTextsEs,
  it: legalTextsIt,
};
const slugs = ["privacy", "terms"] as const;
/** The date the template documents show as "last updated". */
const updatedAt = new Date("2026-11-26T00:00:00Z");

/**
 * Writes the template privacy policy and terms (ADR 0033) to the content store, in every language, unless a
 * page with that slug exists: a database seeded before them gets them, and the shop's own versions stay.
 */
export async function addMissingLegalPages(tx: Tx): Promise<void> {
  const present = new Set(
    (
      await tx
        .select({ slug: contentPages.slug })
        .from(contentPages)
        .where(inArray(contentPages.slug, [...slugs]))
    ).map((row) => row.slug),
  );
  for (const slug of slugs.filter((candidate) => !present.has(candidate))) {
    const [page] = await tx
      .insert(contentPages)
      .values({ slug, kind: "legal", media: null, publishedAt: updatedAt })
      .returning({ id: contentPages.id });
    if (!page) throw new Error(`could not add the ${slug} page`);
    await tx.insert(contentPageTranslations).values(
      demoLangs.map((lang) => ({
        pageId: page.id,
        lang,
        title: texts[lang][slug].title,
        summary: texts[lang][slug].summary,
        blocks: texts[lang][slug].blocks,
      })),
    );
  }
}
