import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { getUserInfo } from "../accounts/get-user-info.ts";
import { normalizeEmail } from "../accounts/normalize-email.ts";
import { findUploadGrant } from "./find-upload-grant.ts";
import { requireGoods } from "./require-goods.ts";
import type { ReviewStatus } from "./review-status.ts";
import type { SaveCommentInput } from "./schemas.ts";
import { reviewSiteSettings, reviews, reviewUploads } from "./tables.ts";

/**
 * Records a review in the site's language. A signed-in customer reviews with the account's e-mail, whatever
 * the form says; a visitor with the e-mail given. One review per address and product (409). Photos must have
 * been uploaded by this customer or with this form's grant and not be on another review. On a site that
 * moderates, the review waits as pending.
 */
export async function saveReview(
  db: Db,
  site: Site,
  input: SaveCommentInput,
  customerId: number | null,
): Promise<{ commentId: number; status: ReviewStatus }> {
  await requireGoods(db, input.goodsId);
  const account = customerId === null ? null : await getUserInfo(db, customerId);
  const email = normalizeEmail(account?.email || input.email);
  const [settings] = await db
    .select({ moderate: reviewSiteSettings.moderate })
    .from(reviewSiteSettings)
    .where(eq(reviewSiteSettings.site, site.code));
  const status: ReviewStatus = settings?.moderate ? "pending" : "published";

  return db.transaction(async (tx) => {
    const images = [...new Set(input.images)];
    if (images.length) {
      const grant = await findUploadGrant(tx, input.uploadGrant);
      const owners = [
        customerId !== null ? eq(reviewUploads.customerId, customerId) : undefined,
        grant && grant.goodsId === input.goodsId ? eq(reviewUploads.grantId, grant.id) : undefined,
      ].filter((owner) => owner !== undefined);
      const usable = owners.length
        ? await tx
            .select({ key: reviewUploads.mediaKey })
            .from(reviewUploads)
            .where(
              and(inArray(reviewUploads.mediaKey, images), isNull(reviewUploads.reviewId), or(...owners)),
            )
            .for("update")
        : [];
      if (usable.length !== images.length) {
        throw new AppError("BAD_REQUEST", "i18n_review_image_unknown", {
          fields: [{ field: "images", messageKey: "i18n_review_image_unknown" }],
        });
      }
    }
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
        images,
        status,
      })
      .onConflictDoNothing({ target: [reviews.goodsId, reviews.email] })
      .returning({ id: reviews.id });
    if (!created) throw new AppError("CONFLICT", "i18n_review_already_reviewed");
    if (images.length) {
      await tx
        .update(reviewUploads)
        .set({ reviewId: created.id })
        .where(inArray(reviewUploads.mediaKey, images));
    }
    return { commentId: created.id, status };
  });
}
