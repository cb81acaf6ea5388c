import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { findVerifiedEmail } from "../accounts/find-verified-email.ts";
import { couponStatus } from "./coupon-status.ts";
import { couponCampaigns, coupons } from "./tables.ts";

/**
 * Puts a code into the shopper's wallet. A code in nobody's wallet is claimable, unless it was issued to another
 * address (the newsletter's): that one, like a code in another shopper's wallet, answers "does not exist", so a
 * code can be neither probed nor taken. Adding one's own code again changes nothing. A used or expired code is
 * refused with its own message: the wallet holds codes the shopper can still spend.
 */
export async function addCouponToWallet(db: Db, customerId: number, code: string, now = new Date()) {
  const verifiedEmail = await findVerifiedEmail(db, customerId);
  const [found] = await db
    .select({ coupon: coupons, maxUses: couponCampaigns.maxUses })
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .where(
      and(
        eq(coupons.code, code),
        or(
          eq(coupons.customerId, customerId),
          and(
            isNull(coupons.customerId),
            or(isNull(coupons.email), verifiedEmail ? eq(coupons.email, verifiedEmail) : undefined),
          ),
        ),
      ),
    )
    .limit(1);
  if (!found) throw unknownCode();
  const status = couponStatus({ ...found.coupon, maxUses: found.maxUses }, now);
  if (status !== "unused")
    throw new AppError("CONFLICT", `i18n_coupon_error_${status}`, {
      fields: [{ field: "code", messageKey: `i18n_coupon_error_${status}` }],
    });
  if (found.coupon.customerId === customerId) return;
  const claimed = await db
    .update(coupons)
    .set({ customerId })
    .where(and(eq(coupons.id, found.coupon.id), isNull(coupons.customerId)))
    .returning({ id: coupons.id });
  // Another shopper added it between the look and the claim.
  if (claimed.length === 0) throw unknownCode();
}

function unknownCode(): AppError {
  return new AppError("UNPROCESSABLE", "i18n_coupon_error_unknown", {
    fields: [{ field: "code", messageKey: "i18n_coupon_error_unknown" }],
  });
}
