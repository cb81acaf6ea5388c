import type { ContentLang, SiteCode } from "../../lib/sites.ts";
import { reviews } from "../../modules/reviews/tables.ts";
import type { Tx } from "../client.ts";
import { demoAccessories, demoCategories, demoLangs, demoProducts } from "./demo-catalog.ts";
import { accessoryReviews, categoryReviews, type DemoReview } from "./demo-reviews.ts";
import { drawArticleImage, drawProductImage } from "./draw-demo-image.ts";

const siteOfLang: Record<ContentLang, SiteCode> = { en: "us", de: "de", fr: "fr", es: "es", it: "it" };
/** Reviews are dated back from here, so every seeded database shows the same list. */
const newestReview = Date.parse("2026-11-12T09:30:00Z");
const dayMs = 24 * 60 * 60 * 1000;
const reviewedAccessories = 6;

/**
 * Writes the demo reviews: every product gets three to five reviews per language from its category's texts,
 * the first few accessories two; the first review of each product carries shopper photos drawn like the
 * catalogue's, shared by the languages. Returns the photos to draw.
 */
export async function seedReviews(
  tx: Tx,
  goodsIds: Map<string, number>,
): Promise<{ key: string; draw: () => string }[]> {
  const media: { key: string; draw: () => string }[] = [];
  const rows: (typeof reviews.$inferInsert)[] = [];
  const add = (slug: string, pool: DemoReview[], lang: ContentLang, offset: number, photos: string[]) => {
    const goodsId = goodsIds.get(slug);
    if (goodsId === undefined) throw new Error(`Demo reviews refer to unknown "${slug}"`);
    pool.forEach(([score, nickname, content], index) => {
      rows.push({
        goodsId,
        site: siteOfLang[lang],
        lang,
        nickname,
        email: `${nickname.toLowerCase().replace(/[^a-z]+/g, "")}.${lang}.${index}@example.com`,
        score,
        content,
        images: index === 0 ? photos : [],
        status: "published",
        createdAt: new Date(newestReview - (index * 23 + offset * 5 + demoLangs.indexOf(lang)) * dayMs),
      });
    });
  };

  const perCategory = new Map<string, number>();
  for (const product of demoProducts) {
    const position = perCategory.get(product.category) ?? 0;
    perCategory.set(product.category, position + 1);
    const drawing = demoCategories.find((category) => category.slug === product.category)?.drawing ?? "robot";
    const colour = product.specs[0]?.colour ?? "grey";
    const home = `reviews/demo-${product.slug}-home`;
    const photos = [home];
    media.push({ key: home, draw: () => drawArticleImage(drawing, colour, position + 1) });
    if (position % 2 === 0) {
      photos.push(`reviews/demo-${product.slug}-close`);
      media.push({
        key: `reviews/demo-${product.slug}-close`,
        draw: () => drawProductImage(drawing, colour, 2),
      });
    }
    for (const lang of demoLangs) {
      // Products of one category share the texts, each with a different subset.
      add(product.slug, categoryReviews[product.category][lang].slice(position % 2), lang, position, photos);
    }
  }
  for (const [position, accessory] of demoAccessories.slice(0, reviewedAccessories).entries()) {
    for (const lang of demoLangs) add(accessory.slug, accessoryReviews[lang], lang, position, []);
  }
  await tx.insert(reviews).values(rows);
  return media;
}
