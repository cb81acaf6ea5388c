import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deleteCounted } from "../../db/delete-counted.ts";
import { REVIEW_CONFIRM_VALID_MS } from "./review-confirm-link.ts";
import { reviews } from "./tables.ts";

/** A day past expiry, so a late click still hears that its link expired rather than that it is unknown. */
const keptMs = REVIEW_CONFIRM_VALID_MS + 24 * 60 * 60 * 1000;

/**
 * Deletes visitors' reviews nobody confirmed (ADR 0019, 0023). Their photos' upload rows lose the review and
 * stay, like those of photos never posted.
 */
export async function purgeUnconfirmedReviews(db: Db, now = new Date()) {
  return {
    unconfirmedReviews: await deleteCounted(
      db,
      reviews,
      and(eq(reviews.status, "unconfirmed"), lt(reviews.createdAt, new Date(now.getTime() - keptMs))),
    ),
  };
}
