import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ContentLang } from "../../lib/sites.ts";
import { readGoodsReviewsThrough } from "./goods-reviews-cache.ts";
import { requireGoods } from "./require-goods.ts";
import type { CommentTotal } from "./schemas.ts";
import { reviews } from "./tables.ts";

/** Average score (one decimal) and the number of published reviews per star, in the site's language. */
export function summarizeReviews(db: Db, lang: ContentLang, goodsId: number): Promise<CommentTotal> {
  return readGoodsReviewsThrough(db, goodsId, `summary|${lang}`, () => loadSummary(db, lang, goodsId));
}

async function loadSummary(db: Db, lang: ContentLang, goodsId: number): Promise<CommentTotal> {
  const rows = await db
    .select({ score: reviews.score, n: count() })
    .from(reviews)
    .where(and(eq(reviews.goodsId, goodsId), eq(reviews.lang, lang), eq(reviews.status, "published")))
    .groupBy(reviews.score);
  const perScore = new Map(rows.map((row) => [row.score, row.n]));
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  if (total === 0) await requireGoods(db, goodsId);
  const sum = rows.reduce((acc, row) => acc + row.score * row.n, 0);
  return {
    average: total ? Math.round((sum / total) * 10) / 10 : 0,
    total,
    stars: [5, 4, 3, 2, 1].map((score) => ({ score, count: perScore.get(score) ?? 0 })),
  };
}
