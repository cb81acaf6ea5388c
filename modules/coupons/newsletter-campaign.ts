import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { NEWSLETTER_COUPON_AMOUNT } from "./schemas.ts";
import { couponCampaigns } from "./tables.ts";

const validDays = 90;

/** The site's newsletter campaign, made the first time a subscription is confirmed there. */
export async function findNewsletterCampaign(tx: Tx, site: Site): Promise<number> {
  await tx
    .insert(couponCampaigns)
    .values({
      name: `Newsletter welcome (${site.code})`,
      site: site.code,
      currencyCode: site.currency,
      amountOff: NEWSLETTER_COUPON_AMOUNT,
      scope: "all",
      validDays,
      purpose: "newsletter",
    })
    .onConflictDoNothing({ target: [couponCampaigns.site, couponCampaigns.purpose] });
  const [campaign] = await tx
    .select({ id: couponCampaigns.id })
    .from(couponCampaigns)
    .where(and(eq(couponCampaigns.site, site.code), eq(couponCampaigns.purpose, "newsletter")));
  if (!campaign) throw new Error(`no newsletter campaign for ${site.code}`);
  return campaign.id;
}
