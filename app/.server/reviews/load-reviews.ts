import { z } from "zod";
import { dateTimeFormat, numberFormat } from "../../../lib/intl-formats.ts";
import type { Site } from "../../../lib/sites.ts";
import { listReviews } from "../../../modules/reviews/list-reviews.ts";
import { reviewSorts } from "../../../modules/reviews/review-rules-schemas.ts";
import type { CommentPage, CommentTotal } from "../../../modules/reviews/schemas.ts";
import { summarizeReviews } from "../../../modules/reviews/summarize-reviews.ts";
import { mapOnce } from "../../../server/map-once.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { findSignedInAccount } from "../accounts/find-signed-in-account.ts";

export const REVIEW_PAGE_SIZE = 5;

const reviewParams = z.object({
  reviewSort: z.enum(reviewSorts).catch("newest"),
  reviewPage: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/**
 * The reviews part of the detail screen, streamed after the product (`?reviewSort=` and `?reviewPage=` pick
 * the order and page): the rating summary, one page of reviews, and the signed-in shopper's name and e-mail
 * for the form. The average and the dates come formatted: a browser's first number or date formatter costs
 * 20-30 ms of the page's hydration, which then needs none (docs/benchmarks.md).
 */
export async function loadReviews(request: Request, context: LoadContext, site: Site, goodsId: number) {
  const url = new URL(request.url);
  const { reviewSort: sort, reviewPage } = reviewParams.parse({
    reviewSort: url.searchParams.get("reviewSort") ?? undefined,
    reviewPage: url.searchParams.get("reviewPage") ?? undefined,
  });
  const { db } = context.get(pageContext);
  const [summary, page, viewer] = await Promise.all([
    summarizeReviews(db, site.lang, goodsId),
    listReviews(db, site.lang, { goodsId, sort, pageNum: reviewPage, pageSize: REVIEW_PAGE_SIZE }),
    findSignedInAccount(context),
  ]);
  const formatted = formattedFor(site);
  return {
    summary: formatted.summary(summary),
    page: formatted.page(page),
    sort,
    viewer: viewer ? { nickname: viewer.nickname || viewer.displayName, email: viewer.email } : null,
  };
}

export type ReviewsData = Awaited<ReturnType<typeof loadReviews>>;

/** The read cache hands every render the same summary and page: each is formatted once for each locale. */
const formattedByLocale = new Map<string, ReturnType<typeof formatting>>();
function formattedFor(site: Site) {
  let formatted = formattedByLocale.get(site.locale);
  if (!formatted) {
    formatted = formatting(site);
    formattedByLocale.set(site.locale, formatted);
  }
  return formatted;
}

function formatting(site: Site) {
  return {
    summary: mapOnce((summary: CommentTotal) => ({
      ...summary,
      averageText: averageFormat(site).format(summary.average),
    })),
    page: mapOnce((page: CommentPage) => ({
      ...page,
      list: page.list.map((review) => ({
        ...review,
        dateText: dateFormat(site).format(new Date(review.date)),
      })),
    })),
  };
}

const averageFormat = (site: Site) =>
  numberFormat(site.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
// UTC: the day a review was written is the same wherever it is read.
const dateFormat = (site: Site) => dateTimeFormat(site.locale, { dateStyle: "medium", timeZone: "UTC" });
