import { z } from "zod";
import { decimalId } from "../../lib/decimal-id.ts";

const id = decimalId("i18n_error_invalid_id");

export const goodsSorts = ["new", "priceAsc", "priceDesc"] as const;
export type GoodsSort = (typeof goodsSorts)[number];

export const goodsListQuery = z.object({
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  categoryId: id.optional(),
  accessoryTypeId: id.optional(),
  accessoryTypeIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: "i18n_error_invalid_value" })
    .optional()
    .meta({ description: "Comma-separated accessory type ids; goods of any of them (type 2)" }),
  sort: z.enum(goodsSorts, { error: "i18n_error_invalid_value" }).default("new"),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const idQuery = z.object({ id });
export const hotQuery = z.object({
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
export const bannerQuery = z.object({
  position: z
    .string({ error: "i18n_form_feedback_01" })
    .trim()
    .min(1, { error: "i18n_form_feedback_01" })
    .max(40)
    .regex(/^[a-z0-9_]+$/, { error: "i18n_error_invalid_value" }),
});

export const batchDetailsBody = z.object({
  productIdAndTypes: z
    .array(z.object({ id, type: z.number().int().min(1).max(2) }))
    .min(1, { error: "i18n_form_feedback_01" })
    .max(200),
});
export type BatchDetailsBody = z.infer<typeof batchDetailsBody>;

export const banner = z
  .object({
    id: z.number().int(),
    position: z.string(),
    img: z.string(),
    link: z.string(),
    title: z.string(),
    subtitle: z.string(),
    cta: z.string(),
  })
  .meta({ id: "Banner" });
export type Banner = z.infer<typeof banner>;

export const category = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int() })
  .meta({ id: "Category" });
export type Category = z.infer<typeof category>;
