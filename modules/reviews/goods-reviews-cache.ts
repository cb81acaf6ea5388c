import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { forgetCachedAnswers, readThrough } from "../../lib/read-cache.ts";

/**
 * What is read about a goods' published reviews (summary, pages, rating) is kept as long as the catalogue's
 * answers (ADR 0024) and forgotten in this process as soon as a review of the goods is published.
 */
export function readGoodsReviewsThrough<T>(db: Db, goodsId: number, key: string, load: () => Promise<T>) {
  return readThrough(db, `reviews|${goodsId}|${key}`, env().CATALOG_CACHE_SECONDS * 1000, load);
}

export function forgetGoodsReviews(db: Db, goodsId: number): void {
  forgetCachedAnswers(db, `reviews|${goodsId}|`);
}
