/**
 * reviews.status: a published review is shown; a pending one waits for moderation; an unconfirmed one is a
 * visitor's, waiting for the e-mail's owner to confirm it by the mailed link (ADR 0019). Only published
 * reviews are shown or counted; pending and unconfirmed ones are published by a status change in the database
 * until the back office exists.
 */
export const reviewStatuses = ["published", "pending", "unconfirmed"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
