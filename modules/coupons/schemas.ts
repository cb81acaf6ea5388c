import { z } from "zod";
import { normalizeCouponCode } from "./coupon-code.ts";
import { COUPON_STATUSES } from "./coupon-status.ts";

/** A code as the shopper typed it, normalised; its own message when it cannot be one. */
export const couponCode = z
  .string()
  .trim()
  .transform(normalizeCouponCode)
  .pipe(z.string().regex(/^[0-9A-Z]{10,20}$/, { message: "i18n_coupon_error_code" }));

export const walletQuery = z
  .object({
    status: z.enum(COUPON_STATUSES).default("unused"),
    pageNum: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .meta({ id: "CouponListQuery" });
export type WalletQuery = z.infer<typeof walletQuery>;

export const walletCoupon = z
  .object({
    code: z.string(),
    /** Minor units of `currencyCode`; null for a percentage coupon. */
    amountOff: z.number().int().nullable(),
    /** Basis points (1000 = 10 %); null for an amount coupon. */
    percentOff: z.number().int().nullable(),
    currencyCode: z.string(),
    site: z.string(),
    /** Minor units the eligible lines must reach; 0 for none. */
    minOrder: z.number().int(),
    /** How many uses the code has left (Unused, Expired) or had (Used). */
    count: z.number().int(),
    status: z.enum(COUPON_STATUSES),
    validFrom: z.string(),
    validUntil: z.string(),
    scope: z.enum(["product", "types", "main_units", "all"]),
    /** The scope in words, in the site's language. */
    scopeText: z.string(),
  })
  .meta({ id: "WalletCoupon" });
export type WalletCoupon = z.infer<typeof walletCoupon>;

export const newsletterBody = z
  .object({
    email: z
      .string({ error: "i18n_form_feedback_01" })
      .trim()
      .min(1, { error: "i18n_form_feedback_01" })
      .max(254, { error: "i18n_form_feedback_03" })
      .pipe(z.email({ error: "i18n_form_feedback_03" })),
  })
  .meta({ id: "NewsletterSignup" });

/** The spec's newsletter coupon (section 9): 10 units of the site's currency, in minor units. */
export const NEWSLETTER_COUPON_AMOUNT = 1000;
