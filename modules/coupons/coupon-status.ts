/** The spec's coupon states (section 4), derived from the uses and the validity, never stored (ADR 0032). */
export const COUPON_STATUSES = ["unused", "used", "expired"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export function couponStatus(
  coupon: { uses: number; maxUses: number; validUntil: Date },
  now: Date,
): CouponStatus {
  if (coupon.uses >= coupon.maxUses) return "used";
  return coupon.validUntil < now ? "expired" : "unused";
}
