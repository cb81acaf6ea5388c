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

const money = z.number().int().meta({ description: "Amount in minor units (cents) of currencyCode" });

export const goodsSpecRsp = z
  .object({
    id: z.number().int(),
    specAbbr: z.string(),
    name: z.string(),
    currPrice: money,
    origPrice: money.nullable(),
    dealEndsAt: z.string().nullable().meta({
      description:
        "End (ISO 8601) of the flash deal that sets currPrice right now; origPrice is then the regular price. Null at the regular price.",
    }),
    currencyCode: z.string(),
    inStock: z.boolean(),
  })
  .meta({ id: "GoodsSpec" });
export type GoodsSpecRsp = z.infer<typeof goodsSpecRsp>;

export const goodsRsp = z
  .object({
    id: z.number().int(),
    type: z.number().int().meta({ description: "1 product, 2 accessory" }),
    slug: z.string(),
    name: z.string(),
    tagline: z.string(),
    description: z.string(),
    img: z.string().meta({ description: "Media key; served at /media/{img}/{width}.{avif|webp|jpeg}" }),
    publish: z.number().int().meta({ description: "1 on sale, otherwise delisted" }),
    inStock: z.boolean(),
    categoryId: z.number().int().nullable(),
    accessoryTypeId: z.number().int().nullable(),
    releasedAt: z.string(),
  })
  .meta({ id: "Goods" });
export type GoodsRsp = z.infer<typeof goodsRsp>;

export const goodsEntry = z
  .object({ goodsRsp, goodsSpecRspList: z.array(goodsSpecRsp) })
  .meta({ id: "GoodsEntry" });
export type GoodsEntry = z.infer<typeof goodsEntry>;

export const goodsPage = z
  .object({
    list: z.array(goodsEntry),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: "GoodsPage" });
export type GoodsPage = z.infer<typeof goodsPage>;

export const accessoryRsp = z
  .object({
    id: z.number().int(),
    publish: z.number().int(),
    img: z.string(),
    description: z.string(),
    name: z.string(),
    accessorySpecRsps: z.array(goodsSpecRsp),
  })
  .meta({ id: "Accessory" });
export type AccessoryRsp = z.infer<typeof accessoryRsp>;

export const batchDetails = z
  .object({ accessoryList: z.array(accessoryRsp), goodsList: z.array(goodsEntry) })
  .meta({ id: "BatchDetails" });
export type BatchDetails = z.infer<typeof batchDetails>;

export const goodsDetails = z
  .object({
    goodsRsp,
    goodsSpecRspList: z.array(goodsSpecRsp),
    images: z.array(z.object({ media: z.string(), specId: z.number().int().nullable() })),
    highlights: z.array(z.string()),
    specifications: z.array(z.object({ label: z.string(), value: z.string() })),
    includedItems: z.array(z.string()),
    category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    accessoryType: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    consumable: z.boolean(),
  })
  .meta({ id: "GoodsDetails" });
export type GoodsDetails = z.infer<typeof goodsDetails>;

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
