import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { decideReviewStatus } from "./decide-review-status.ts";
import { forgetGoodsReviews } from "./goods-reviews-cache.ts";
import { hashToken } from "./hash-token.ts";
import { lockReviewAddress } from "./lock-review-address.ts";
import { REVIEW_CONFIRM_VALID_MS } from "./review-confirm-link.ts";
import { reviews } from "./tables.ts";

/**
 * The mailed link of a visitor's review (ADR 0019): the unconfirmed review becomes published, or pending where
 * its site moderates; once, however many clicks race (one update takes the unconfirmed row), and a later click
 * answers "already". A link that is unknown or more than 7 days old is refused (400), and so is one for a
 * product the address has reviewed since (409; only the mailbox's owner holds the link).
 */
export async function confirmReview(
  db: Db,
  token: string,
  now = new Date(),
): Promise<"published" | "pending" | "already"> {
  const [review] =
    token && token.length <= 100
      ? await db
          .select({
            id: reviews.id,
            goodsId: reviews.goodsId,
            email: reviews.email,
            site: reviews.site,
            status: reviews.status,
            createdAt: reviews.createdAt,
          })
          .from(reviews)
          .where(eq(reviews.confirmTokenHash, hashToken(token)))
          .limit(1)
      : [];
  if (!review) throw new AppError("BAD_REQUEST", "i18n_review_confirm_invalid");
  if (review.status !== "unconfirmed") return "already";
  if (review.createdAt.getTime() + REVIEW_CONFIRM_VALID_MS < now.getTime())
    throw new AppError("BAD_REQUEST", "i18n_review_confirm_expired");
  const status = await decideReviewStatus(db, review.site);
  const confirmed = await db.transaction(async (tx) => {
    await lockReviewAddress(tx, review.goodsId, review.email);
    const [reviewed] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.goodsId, review.goodsId),
          eq(reviews.email, review.email),
          ne(reviews.status, "unconfirmed"),
          ne(reviews.id, review.id),
        ),
      )
      .limit(1);
    if (reviewed) throw new AppError("CONFLICT", "i18n_review_already_reviewed");
    const [taken] = await tx
      .update(reviews)
      .set({ status })
      .where(and(eq(reviews.id, review.id), eq(reviews.status, "unconfirmed")))
      .returning({ id: reviews.id });
    return taken ? status : "already";
  });
  if (confirmed === "published") forgetGoodsReviews(db, review.goodsId);
  return confirmed;
}
