import { and, count, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { AppError } from "../../lib/errors.ts";
import { storeUploadedImage } from "../media/store-uploaded-image.ts";
import { findUploadGrant } from "./find-upload-grant.ts";
import { uploadLimits } from "./review-rules-schemas.ts";
import { reviewUploads } from "./tables.ts";

type Uploader = { customerId: number | null; uploadGrant: string | null; ip: string };

/**
 * Keeps a review photo: allowed for a signed-in customer or with an unexpired upload grant, within the rate
 * limits (ADR 0019); the file is checked and kept by the media store's rules for uploads (`storeUploadedImage`).
 */
export async function storeReviewImage(
  db: Db,
  file: Blob | null,
  uploader: Uploader,
): Promise<{ key: string; url: string }> {
  const grant = uploader.customerId === null ? await findUploadGrant(db, uploader.uploadGrant) : null;
  if (uploader.customerId === null && !grant)
    throw new AppError("UNAUTHORIZED", "i18n_review_upload_not_allowed");
  const attemptId = await recordUploadAttempt(db, uploader, grant?.id ?? null);

  const key = await storeUploadedImage(file, "reviews");
  await db.update(reviewUploads).set({ mediaKey: key }).where(eq(reviewUploads.id, attemptId));
  return { key, url: `/media/${key}/640.webp` };
}

/**
 * Counts the attempt against the limits and records it, or throws 429. Counting and recording run under the
 * IP's, the grant's and the customer's locks, so uploads racing in parallel cannot all pass the count.
 */
async function recordUploadAttempt(db: Db, uploader: Uploader, grantId: number | null): Promise<number> {
  return db.transaction(async (tx) => {
    // Always in this order: two uploads never wait on each other's later lock.
    await lockKey(tx, `review-upload:ip:${uploader.ip}`);
    if (grantId !== null) await lockKey(tx, `review-upload:grant:${grantId}`);
    if (uploader.customerId !== null) await lockKey(tx, `review-upload:customer:${uploader.customerId}`);
    await checkRateLimits(tx, uploader, grantId);
    const [attempt] = await tx
      .insert(reviewUploads)
      .values({ grantId, customerId: uploader.customerId, ip: uploader.ip })
      .returning({ id: reviewUploads.id });
    return attempt?.id ?? 0;
  });
}

async function checkRateLimits(db: Tx, uploader: Uploader, grantId: number | null): Promise<void> {
  const hourAgo = new Date(Date.now() - 3_600_000);
  const counts = await Promise.all([
    countUploads(db, and(eq(reviewUploads.ip, uploader.ip), gt(reviewUploads.createdAt, hourAgo))),
    grantId === null ? 0 : countUploads(db, eq(reviewUploads.grantId, grantId)),
    uploader.customerId === null
      ? 0
      : countUploads(
          db,
          and(eq(reviewUploads.customerId, uploader.customerId), gt(reviewUploads.createdAt, hourAgo)),
        ),
  ]);
  if (
    counts[0] >= uploadLimits.uploadsPerIpPerHour ||
    counts[1] >= uploadLimits.uploadsPerGrant ||
    counts[2] >= uploadLimits.uploadsPerCustomerPerHour
  ) {
    throw new AppError("RATE_LIMITED", "i18n_error_rate_limited");
  }
}

async function countUploads(db: Tx, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewUploads).where(where);
  return row?.n ?? 0;
}
