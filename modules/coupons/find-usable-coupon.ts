import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { AppError } from "../../lib/errors.ts";
import { formatMoney } from "../../lib/money.ts";
import type { Site } from "../../lib/sites.ts";
import { findVerifiedEmail } from "../accounts/find-verified-email.ts";
import { GOODS_TYPE } from "../catalog/goods-type.ts";
import { couponStatus } from "./coupon-status.ts";
import { couponCampaigns, coupons } from "./tables.ts";

export type UsableCoupon = {
  couponId: number;
  code: string;
  /** Whether the coupon covers each of the lines, in their order. */
  covers: boolean[];
  /** Minor units taken off the covered lines (at most their value). */
  discount: number;
};

type Line = { goodsId: number; type: number; lineTotal: number };

// A code in nobody's wallet sent to an address may be claimed by the shopper who proved that address is theirs
// (with no verified address, `email = null` matches nothing).
const selectCoupon = prepareOnce((db) =>
  db
    .select({ coupon: coupons, campaign: couponCampaigns })
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .where(
      and(
        eq(coupons.code, sql.placeholder("code")),
        or(
          eq(coupons.customerId, sql.placeholder("customerId")),
          and(
            isNull(coupons.customerId),
            or(isNull(coupons.email), eq(coupons.email, sql.placeholder("email"))),
          ),
        ),
      ),
    )
    .limit(1)
    .prepare("find_usable_coupon"),
);

/**
 * The coupon a shopper entered at checkout, checked against their cart on `site` at `now`, with the discount it
 * gives; refused with a translated reason otherwise (ADR 0032). A code in another shopper's wallet, or issued
 * to another address, is "unknown" like a code that does not exist.
 */
export async function findUsableCoupon(
  db: Db,
  customerId: number,
  site: Site,
  code: string,
  lines: readonly Line[],
  now = new Date(),
): Promise<UsableCoupon> {
  const email = await findVerifiedEmail(db, customerId);
  const [found] = await selectCoupon(db).execute({ code, customerId, email });
  if (!found) throw refusal("i18n_coupon_error_unknown");
  const { coupon, campaign } = found;
  const status = couponStatus({ ...coupon, maxUses: campaign.maxUses }, now);
  if (status !== "unused") throw refusal(`i18n_coupon_error_${status}`);
  if (coupon.validFrom > now) throw refusal("i18n_coupon_error_not_started");
  if (campaign.site !== site.code || campaign.currencyCode !== site.currency)
    throw refusal("i18n_coupon_error_site");
  const covers = lines.map((line) => {
    if (campaign.scope === "product") return line.goodsId === campaign.scopeGoodsId;
    if (campaign.scope === "types") return (campaign.scopeTypes ?? []).includes(line.type);
    if (campaign.scope === "main_units") return line.type === GOODS_TYPE.product;
    return true;
  });
  const eligible = lines.reduce((total, line, index) => total + (covers[index] ? line.lineTotal : 0), 0);
  if (eligible === 0) throw refusal("i18n_coupon_error_scope");
  if (eligible < campaign.minOrder)
    throw refusal("i18n_coupon_error_minimum", {
      amount: formatMoney(campaign.minOrder, campaign.currencyCode, site.locale),
    });
  const wanted = campaign.amountOff ?? Math.floor((eligible * (campaign.percentOff ?? 0)) / 10_000);
  return { couponId: coupon.id, code: coupon.code, covers, discount: Math.min(wanted, eligible) };
}

function refusal(messageKey: string, values: Record<string, string> = {}): AppError {
  return new AppError("UNPROCESSABLE", messageKey, {
    values,
    fields: [{ field: "couponCode", messageKey, values }],
  });
}
