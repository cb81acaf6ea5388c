// Review rules the product page needs before anyone writes a review: apart from schemas.ts and free of zod, so
// the page's first load carries no validation library (issue 15).

/** Limits of photo uploads for reviews (ADR 0019); those of the file itself are `imageUploadLimits` (media). */
export const uploadLimits = {
  grantValidMs: 2 * 60 * 60 * 1000,
  grantsPerIpPerHour: 20,
  uploadsPerGrant: 10,
  uploadsPerIpPerHour: 30,
  uploadsPerCustomerPerHour: 30,
} as const;

/** Most Recent, Earliest, Highest Rated, Lowest Rated (spec section 9). */
export const reviewSorts = ["newest", "oldest", "highest", "lowest"] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const MAX_REVIEW_IMAGES = 3;
