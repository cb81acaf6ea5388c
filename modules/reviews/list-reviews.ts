import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ContentLang } from "../../lib/sites.ts";
import { readGoodsReviewsThrough } from "./goods-reviews-cache.ts";
import { requireGoods } from "./require-goods.ts";
import type { ReviewSort } from "./review-rules-schemas.ts";
import type { CommentListQuery, CommentPage } from "./schemas.ts";
import { reviews } from "./tables.ts";

const orderBy: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.score), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.score), desc(reviews.createdAt), desc(reviews.id)],
};

/**
 * A page of the published reviews of a product or accessory in the site's language, sorted as asked.
 * An unknown goods id is 404; goods without reviews answer an empty page.
 */
export function listReviews(db: Db, lang: ContentLang, query: CommentListQuery): Promise<CommentPage> {
  const key = `page|${lang}|${query.sort}|${query.pageNum}|${query.pageSize}`;
  return readGoodsReviewsThrough(db, query.goodsId, key, () => loadPage(db, lang, query));
}

async function loadPage(db: Db, lang: ContentLang, query: CommentListQuery): Promise<CommentPage> {
  const where = and(
    eq(reviews.goodsId, query.goodsId),
    eq(reviews.lang, lang),
    eq(reviews.status, "published"),
  );
  // One round trip in the usual case: the total rides along with each row of the page.
  const rows = await db
    .select({
      commentId: reviews.id,
      nickname: reviews.nickname,
      score: reviews.score,
      content: reviews.content,
      images: reviews.images,
      createdAt: reviews.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reviews)
    .where(where)
    .orderBy(...orderBy[query.sort])
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const total = rows[0]?.total ?? (query.pageNum > 1 ? await countReviews(db, where) : 0);
  if (total === 0) await requireGoods(db, query.goodsId);
  return {
    list: rows.map(({ createdAt, total: _, ...row }) => ({ ...row, date: createdAt.toISOString() })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

async function countReviews(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(reviews).where(where);
  return counted?.n ?? 0;
}
