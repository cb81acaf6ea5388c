import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { generateCouponCode } from "./coupon-code.ts";
import { couponCampaigns, coupons } from "./tables.ts";

const day = 24 * 60 * 60 * 1000;

/**
 * Issues one coupon of a campaign: to a shopper's wallet, or to an address (the newsletter's) that the shopper
 * with that verified address sees. Its validity is the campaign's window, or `validDays` from now. A code that
 * happens to exist already is drawn again.
 */
export async function issueCoupon(
  db: Db | Tx,
  campaignId: number,
  to: { customerId?: number; email?: string },
  now = new Date(),
): Promise<{ id: number; code: string; validUntil: Date }> {
  const [campaign] = await db.select().from(couponCampaigns).where(eq(couponCampaigns.id, campaignId));
  if (!campaign) throw new Error(`no coupon campaign ${campaignId}`);
  const validFrom = campaign.startsAt ?? now;
  const validUntil = campaign.endsAt ?? new Date(now.getTime() + (campaign.validDays ?? 30) * day);
  for (let attempt = 0; ; attempt++) {
    const [issued] = await db
      .insert(coupons)
      .values({
        campaignId,
        code: generateCouponCode(),
        customerId: to.customerId ?? null,
        email: to.email ?? null,
        validFrom,
        validUntil,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning({ id: coupons.id, code: coupons.code, validUntil: coupons.validUntil });
    if (issued) return issued;
    if (attempt >= 5) throw new Error("could not draw a unique coupon code");
  }
}
