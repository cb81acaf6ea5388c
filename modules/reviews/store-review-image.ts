import { randomUUID } from "node:crypto";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { AppError } from "../../lib/errors.ts";
import { loadSharp } from "../../lib/load-sharp.ts";
import { storeMediaMaster } from "../media/store-media-master.ts";
import { findUploadGrant } from "./find-upload-grant.ts";
import { uploadLimits } from "./review-rules-schemas.ts";
import { sniffImageType } from "./sniff-image-type.ts";
import { reviewUploads } from "./tables.ts";

type Uploader = { customerId: number | null; uploadGrant: string | null; ip: string };

const refuse = (messageKey: string) =>
  new AppError("BAD_REQUEST", messageKey, { fields: [{ field: "file", messageKey }] });

/**
 * Keeps a review photo: allowed for a signed-in customer or with an unexpired upload grant, within the rate
 * limits (ADR 0019). The file must be under 2 MB, a JPEG, PNG or WebP by its bytes, at most 25 megapixels;
 * it is re-encoded without metadata under a generated media key.
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

  if (!file || file.size === 0) throw refuse("i18n_review_image_missing");
  if (file.size > uploadLimits.maxBytes) throw refuse("i18n_review_image_too_large");
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw refuse("i18n_review_image_type");
  // The header alone tells the size, so a pixel bomb is refused before anything is decoded.
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== type) throw refuse("i18n_review_image_invalid");
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > uploadLimits.maxPixels)
    throw refuse("i18n_review_image_too_many_pixels");

  const key = `reviews/${randomUUID()}`;
  try {
    await storeMediaMaster(key, bytes);
  } catch {
    throw refuse("i18n_review_image_invalid");
  }
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
