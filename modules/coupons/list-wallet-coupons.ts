import { and, asc, count, desc, eq, gte, isNull, lt, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { translatorFor } from "../../i18n/messages.ts";
import type { Site } from "../../lib/sites.ts";
import { findVerifiedEmail } from "../accounts/find-verified-email.ts";
import { loadCachedGoodsEntries } from "../catalog/load-cached-goods-entries.ts";
import { couponStatus } from "./coupon-status.ts";
import { type CouponScope, describeScope } from "./describe-scope.ts";
import type { WalletCoupon, WalletQuery } from "./schemas.ts";
import { couponCampaigns, coupons } from "./tables.ts";

/** The spec's rule (section 9): the list shows only coupons whose validity ends within six months of today. */
const WINDOW_MONTHS = 6;

/**
 * One page of the shopper's wallet in one state: the coupons they added, and the ones issued to their verified
 * address that nobody added yet (the newsletter's). Unused ones soonest ending first, the others latest first.
 * Amounts stay in the coupon's own currency; the scope is worded in the language of `site`.
 */
export async function listWalletCoupons(
  db: Db,
  customerId: number,
  site: Site,
  query: WalletQuery,
  now = new Date(),
): Promise<{ list: WalletCoupon[]; total: number }> {
  const verifiedEmail = await findVerifiedEmail(db, customerId);
  const used = gte(coupons.uses, couponCampaigns.maxUses);
  const notUsed = lt(coupons.uses, couponCampaigns.maxUses);
  const byStatus = {
    unused: and(notUsed, gte(coupons.validUntil, now)),
    used,
    expired: and(notUsed, lt(coupons.validUntil, now)),
  }[query.status];
  const where = and(
    or(
      eq(coupons.customerId, customerId),
      verifiedEmail ? and(isNull(coupons.customerId), eq(coupons.email, verifiedEmail)) : undefined,
    ),
    gte(coupons.validUntil, shiftMonths(now, -WINDOW_MONTHS)),
    lte(coupons.validUntil, shiftMonths(now, WINDOW_MONTHS)),
    byStatus,
  );
  const order = query.status === "unused" ? asc(coupons.validUntil) : desc(coupons.validUntil);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ coupon: coupons, campaign: couponCampaigns })
      .from(coupons)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
      .where(where)
      .orderBy(order, asc(coupons.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(coupons)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
      .where(where),
  ]);
  const products = await loadCachedGoodsEntries(
    db,
    [...new Set(rows.map(({ campaign }) => campaign.scopeGoodsId).filter((id) => id !== null))],
    site,
  );
  const t = translatorFor(site);
  return {
    list: rows.map(({ coupon, campaign }) => {
      const productName = campaign.scopeGoodsId
        ? (products.get(campaign.scopeGoodsId)?.goods.name ?? null)
        : null;
      const status = couponStatus({ ...coupon, maxUses: campaign.maxUses }, now);
      return {
        code: coupon.code,
        amountOff: campaign.amountOff,
        percentOff: campaign.percentOff,
        currencyCode: campaign.currencyCode,
        site: campaign.site,
        minOrder: campaign.minOrder,
        count: status === "used" ? coupon.uses : campaign.maxUses - coupon.uses,
        status,
        validFrom: coupon.validFrom.toISOString(),
        validUntil: coupon.validUntil.toISOString(),
        scope: campaign.scope as CouponScope,
        scopeText: describeScope(t, campaign.scope as CouponScope, campaign.scopeTypes, productName),
      };
    }),
    total: counted?.total ?? 0,
  };
}

function shiftMonths(date: Date, months: number): Date {
  const shifted = new Date(date);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  return shifted;
}
