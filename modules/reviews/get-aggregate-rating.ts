import { and, avg, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ContentLang } from "../../lib/sites.ts";
import { readGoodsReviewsThrough } from "./goods-reviews-cache.ts";
import { reviews } from "./tables.ts";

export type AggregateRating = { ratingValue: number; reviewCount: number };

/**
 * The schema.org aggregateRating of the published reviews in the site's language; null without reviews
 * (also for an unknown goods id, so it can run beside the product's own query).
 */
export async function getAggregateRating(
  db: Db,
  lang: ContentLang,
  goodsId: number,
): Promise<AggregateRating | null> {
  return readGoodsReviewsThrough(db, goodsId, `rating|${lang}`, () => loadAggregateRating(db, lang, goodsId));
}

async function loadAggregateRating(
  db: Db,
  lang: ContentLang,
  goodsId: number,
): Promise<AggregateRating | null> {
  const [row] = await db
    .select({ average: avg(reviews.score), total: count() })
    .from(reviews)
    .where(and(eq(reviews.goodsId, goodsId), eq(reviews.lang, lang), eq(reviews.status, "published")));
  if (!row?.total) return null;
  return { ratingValue: Math.round(Number(row.average) * 10) / 10, reviewCount: row.total };
}
