/** reviews.status: a published review is shown; a pending one waits for moderation (ADR 0019). */
export const reviewStatuses = ["published", "pending"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
