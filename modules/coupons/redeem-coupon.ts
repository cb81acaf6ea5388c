import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { AppError } from "../../lib/errors.ts";
import { couponCampaigns, couponRedemptions, coupons } from "./tables.ts";

const maxUses = sql`(select ${couponCampaigns.maxUses} from ${couponCampaigns}
  where ${couponCampaigns.id} = ${coupons.campaignId})`;

const takeUse = prepareOnce((db) =>
  db
    .update(coupons)
    .set({
      uses: sql`${coupons.uses} + 1`,
      customerId: sql`coalesce(${coupons.customerId}, ${sql.placeholder("customerId")})`,
    })
    .where(and(eq(coupons.id, sql.placeholder("couponId")), lt(coupons.uses, maxUses)))
    .returning({ id: coupons.id })
    .prepare("take_coupon_use"),
);
const recordRedemption = prepareOnce((db) =>
  db
    .insert(couponRedemptions)
    .values({
      couponId: sql.placeholder("couponId"),
      orderId: sql.placeholder("orderId"),
      amount: sql.placeholder("amount"),
    })
    .prepare("record_coupon_redemption"),
);

/**
 * Takes one use of a coupon for an order, inside the order's transaction: a conditional update, so of 20
 * checkouts racing for a single-use code exactly one gets it and the others hear it is used. A code typed at
 * checkout that was in nobody's wallet joins the shopper's.
 */
export async function redeemCoupon(
  tx: Tx,
  redemption: { couponId: number; orderId: number; customerId: number; amount: number },
): Promise<void> {
  const [taken] = await Promise.all([
    takeUse(tx).execute({ customerId: redemption.customerId, couponId: redemption.couponId }),
    recordRedemption(tx).execute({
      couponId: redemption.couponId,
      orderId: redemption.orderId,
      amount: redemption.amount,
    }),
  ]);
  if (taken.length === 0)
    throw new AppError("CONFLICT", "i18n_coupon_error_used", {
      fields: [{ field: "couponCode", messageKey: "i18n_coupon_error_used" }],
    });
}

/**
 * Gives an order's coupon back, inside the transaction that cancels or expires the order: once, however often
 * it is called. A coupon whose validity ended meanwhile reads Expired by itself. Answers whether one came back.
 */
export async function returnCoupon(tx: Tx, orderId: number, now = new Date()): Promise<boolean> {
  const [returned] = await tx
    .update(couponRedemptions)
    .set({ returnedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.returnedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (!returned) return false;
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(eq(coupons.id, returned.couponId));
  return true;
}
