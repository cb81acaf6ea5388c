import { z } from "zod";
import { text } from "../../lib/nul-character.ts";
import { couponCode } from "../coupons/schemas.ts";
import { paymentMethod } from "../orders/schemas.ts";

const money = z.number().int().meta({ description: "Minor units of currencyCode" });

const couponField = couponCode.optional().meta({
  description: "A coupon code (spaces, dashes and case do not matter); its discount is in the summary",
});

export const previewBody = z.object({ addressId: z.number().int().positive(), couponCode: couponField });

export const submitBody = z.object({
  addressId: z.number().int().positive(),
  paymentMethod,
  expectedTotal: z
    .number({ error: "i18n_error_invalid_value" })
    .int()
    .min(0)
    .meta({ description: "The total the shopper was shown; another total places nothing (409)" }),
  cartVersion: z
    .string()
    .max(64)
    .optional()
    .meta({ description: "The preview's cartVersion; a cart changed since then places nothing (409)" }),
  notes: text().trim().max(500, { error: "i18n_error_too_long" }).optional(),
  couponCode: couponField,
});

export const payBody = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  paymentMethod: paymentMethod.exclude(["free"]),
});

export const checkoutPreview = z
  .object({
    lines: z.array(
      z.object({
        goodsId: z.number().int(),
        specId: z.number().int(),
        type: z.number().int(),
        name: z.string(),
        specAbbr: z.string(),
        img: z.string(),
        quantity: z.number().int(),
        unitPrice: money,
        origUnitPrice: money.nullable(),
        lineTotal: money,
      }),
    ),
    unavailable: z
      .array(z.object({ name: z.string(), specAbbr: z.string() }))
      .meta({ description: "Cart lines that are not ordered (delisted or no longer sold here)" }),
    subtotal: money,
    discount: money,
    shippingFee: money,
    tax: money,
    taxIncluded: z.boolean().meta({ description: "true: tax is included in the prices (VAT); false: added" }),
    total: money,
    currencyCode: z.string(),
    cartVersion: z.string(),
    addressId: z.number().int(),
    couponCode: z.string().nullable().meta({ description: "The coupon the discount comes from" }),
  })
  .meta({ id: "CheckoutPreview" });

export const submitAnswer = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  payUrl: z.string().nullable().meta({ description: "The payment page; null when the order costs nothing" }),
});
