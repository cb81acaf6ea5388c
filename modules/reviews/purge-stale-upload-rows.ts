import { and, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deleteCounted } from "../../db/delete-counted.ts";
import { reviewUploadGrants, reviewUploads } from "./tables.ts";

/** Upload limits count for an hour; a day is kept for looking into a complaint. */
const shortLivedMs = 24 * 60 * 60 * 1000;

/**
 * Deletes upload grants expired more than a day ago and upload attempts older than a day that stored no photo
 * (ADR 0023). A stored photo's row proves who may attach it, so it stays.
 */
export async function purgeStaleUploadRows(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - shortLivedMs);
  return {
    uploadGrants: await deleteCounted(db, reviewUploadGrants, lt(reviewUploadGrants.expiresAt, before)),
    uploadAttempts: await deleteCounted(
      db,
      reviewUploads,
      and(isNull(reviewUploads.mediaKey), lt(reviewUploads.createdAt, before)),
    ),
  };
}
