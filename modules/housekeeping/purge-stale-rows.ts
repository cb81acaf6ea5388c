import type { Db } from "../../db/client.ts";
import { purgeStaleAccountRows } from "../accounts/purge-stale-account-rows.ts";
import { purgeCartMerges } from "../cart/purge-cart-merges.ts";
import { purgeOldMails } from "../notifications/purge-old-mails.ts";
import { purgeStaleUploadRows } from "../reviews/purge-stale-upload-rows.ts";
import { purgeUnconfirmedReviews } from "../reviews/purge-unconfirmed-reviews.ts";

/**
 * Runs every module's purge of rows that have outlived their use (ADR 0023): ended sessions, old codes and
 * sign-in failures (accounts), expired upload grants, failed upload attempts and visitors' reviews never
 * confirmed (reviews), old cart-merge records (cart) and old mails (notifications). Each module decides what is
 * stale in its own tables; this only calls them, one after the other, and adds up what went. Safe to run on
 * several instances at once.
 */
export async function purgeStaleRows(db: Db, now = new Date()) {
  return {
    ...(await purgeStaleAccountRows(db, now)),
    ...(await purgeStaleUploadRows(db, now)),
    ...(await purgeUnconfirmedReviews(db, now)),
    ...(await purgeCartMerges(db, now)),
    ...(await purgeOldMails(db, now)),
  };
}
