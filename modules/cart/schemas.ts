import { z } from "zod";
import { MAX_QUANTITY } from "./cart-arithmetic-schemas.ts";

const id = z
  .number({ error: "i18n_error_invalid_id" })
  .int({ error: "i18n_error_invalid_id" })
  .min(1, { error: "i18n_error_invalid_id" })
  .max(2_147_483_647, { error: "i18n_error_invalid_id" });

/** Whole numbers 1 to 999 only: no strings, fractions, zero, negatives or null (spec sections 5 and 9). */
export const quantity = z
  .number({ error: "i18n_cart_quantity_invalid" })
  .int({ error: "i18n_cart_quantity_invalid" })
  .min(1, { error: "i18n_cart_quantity_invalid" })
  .max(MAX_QUANTITY, { error: "i18n_cart_quantity_invalid" })
  .meta({ description: "1 to 999" });

const goodsType = z
  .number({ error: "i18n_error_invalid_value" })
  .int()
  .min(1, { error: "i18n_error_invalid_value" })
  .max(2, { error: "i18n_error_invalid_value" })
  .meta({ description: "1 product, 2 accessory" });

export const cartLineBody = z
  .object({
    id: id.optional().meta({
      description: "A line of this cart: sets its spec and quantity. Without it the quantity is added.",
    }),
    quantity,
    relevanceId: id.meta({ description: "Goods id of the product or accessory" }),
    specId: id,
    specAbbr: z.string().max(60).optional().meta({ description: "Ignored: the server knows the spec" }),
    type: goodsType,
  })
  .meta({ id: "CartLineBody" });
export type CartLineBody = z.infer<typeof cartLineBody>;

export const cartBatchBody = z
  .object({
    list: z
      .array(
        z.object({
          _id: z
            .string({ error: "i18n_form_feedback_01" })
            .min(1)
            .max(64)
            .meta({ description: "The local line's id; a line already merged is skipped" }),
          relevanceId: id,
          specId: id,
          specAbbr: z.string().max(60).optional(),
          quantity,
          type: goodsType,
        }),
      )
      .max(200),
  })
  .meta({ id: "CartBatchBody", description: "The local cart of this site, merged at sign-in" });
export type CartBatchBody = z.infer<typeof cartBatchBody>;

export const cartLineIdBody = z.object({ id }).meta({ id: "CartLineIdBody" });

export const recommendBody = z
  .object({
    goodsIds: z.array(id).max(200).optional().meta({
      description: "A visitor's local cart goods; a signed-in shopper's server cart is used instead",
    }),
    limit: z.number().int().min(1).max(24).default(8),
  })
  .meta({ id: "CartRecommendBody" });
