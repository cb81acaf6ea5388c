import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { findUploadGrant } from "./find-upload-grant.ts";
import { reviewUploads } from "./tables.ts";

/**
 * Puts the form's photos on a new review. Each must have been uploaded by this customer or with this form's
 * grant for this product, and not be on another review, so nobody attaches another shopper's photo or a
 * catalogue image (400).
 */
export async function attachReviewPhotos(
  tx: Tx,
  input: { goodsId: number; images: string[]; uploadGrant?: string | undefined },
  owner: { customerId: number | null; reviewId: number },
): Promise<void> {
  if (!input.images.length) return;
  const grant = await findUploadGrant(tx, input.uploadGrant);
  const owners = [
    owner.customerId !== null ? eq(reviewUploads.customerId, owner.customerId) : undefined,
    grant && grant.goodsId === input.goodsId ? eq(reviewUploads.grantId, grant.id) : undefined,
  ].filter((owned) => owned !== undefined);
  const usable = owners.length
    ? await tx
        .select({ key: reviewUploads.mediaKey })
        .from(reviewUploads)
        .where(
          and(inArray(reviewUploads.mediaKey, input.images), isNull(reviewUploads.reviewId), or(...owners)),
        )
        .for("update")
    : [];
  if (usable.length !== input.images.length) {
    throw new AppError("BAD_REQUEST", "i18n_review_image_unknown", {
      fields: [{ field: "images", messageKey: "i18n_review_image_unknown" }],
    });
  }
  await tx
    .update(reviewUploads)
    .set({ reviewId: owner.reviewId })
    .where(inArray(reviewUploads.mediaKey, input.images));
}
