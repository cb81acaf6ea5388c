import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { getUserInfo } from "../accounts/get-user-info.ts";
import { normalizeEmail } from "../accounts/normalize-email.ts";
import { attachReviewPhotos } from "./attach-review-photos.ts";
import { decideReviewStatus } from "./decide-review-status.ts";
import { forgetGoodsReviews } from "./goods-reviews-cache.ts";
import { lockReviewAddress } from "./lock-review-address.ts";
import { requireGoods } from "./require-goods.ts";
import type { ReviewStatus } from "./review-status.ts";
import { saveVisitorReview } from "./save-visitor-review.ts";
import type { SaveCommentInput } from "./schemas.ts";
import { reviews } from "./tables.ts";

/**
 * Records a review in the site's language (ADR 0019). A signed-in customer reviews with the account's e-mail,
 * whatever the form says, once per product (409: it is their own data), published or, on a site that
 * moderates, pending. A visitor's review waits for its mailed confirmation link (saveVisitorReview).
 */
export async function saveReview(
  db: Db,
  site: Site,
  input: SaveCommentInput,
  caller: { customerId: number | null; ip: string },
  publicUrl: string,
  now = new Date(),
): Promise<{ commentId: number; status: ReviewStatus }> {
  const form = { ...input, images: [...new Set(input.images)] };
  if (caller.customerId === null) return saveVisitorReview(db, site, form, caller.ip, publicUrl, now);
  const customerId = caller.customerId;
  await requireGoods(db, input.goodsId);
  const account = await getUserInfo(db, customerId);
  const email = normalizeEmail(account.email || input.email);
  const status = await decideReviewStatus(db, site.code);
  const saved = await db.transaction(async (tx) => {
    await lockReviewAddress(tx, input.goodsId, email);
    const [created] = await tx
      .insert(reviews)
      .values({
        goodsId: input.goodsId,
        site: site.code,
        lang: site.lang,
        customerId,
        nickname: input.nickname,
        email,
        score: input.score,
        content: input.content,
        images: form.images,
        status,
        createdAt: now,
      })
      .onConflictDoNothing({
        target: [reviews.goodsId, reviews.email],
        where: sql`${reviews.status} <> 'unconfirmed'`,
      })
      .returning({ id: reviews.id });
    if (!created) throw new AppError("CONFLICT", "i18n_review_already_reviewed");
    await attachReviewPhotos(tx, form, { customerId, reviewId: created.id });
    return { commentId: created.id, status };
  });
  forgetGoodsReviews(db, input.goodsId);
  return saved;
}
