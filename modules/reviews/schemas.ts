import { z } from "zod";
import { decimalId } from "../../lib/decimal-id.ts";
import { text } from "../../lib/nul-character.ts";
import { MAX_REVIEW_IMAGES, reviewSorts } from "./review-rules-schemas.ts";
import { reviewStatuses } from "./review-status.ts";

const goodsId = decimalId("i18n_error_invalid_id").meta({
  description: "Id of the product or accessory",
  example: 1,
});

/** Review photos live under their own media folder (see store-review-image.ts). */
const reviewMediaKey = /^reviews\/[a-z0-9-]+$/;

export const commentListBody = z
  .object({
    goodsId,
    sort: z.enum(reviewSorts, { error: "i18n_error_invalid_value" }).default("newest").meta({
      description: "newest (Most Recent), oldest (Earliest), highest (Highest Rated), lowest (Lowest Rated)",
    }),
    pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(5),
  })
  .meta({ id: "GoodsCommentListBody" });
export type CommentListQuery = z.infer<typeof commentListBody>;

export const commentTotalBody = z.object({ goodsId }).meta({ id: "GoodsCommentTotalBody" });

/**
 * The review form's fields: the browser validates them on blur with this schema, the server again. Messages
 * are catalogue keys (spec section 5).
 */
export const reviewFields = z.object({
  nickname: text({ error: "i18n_product_32" })
    .trim()
    .min(1, { error: "i18n_product_32" })
    .max(40, { error: "i18n_error_too_long" }),
  email: z
    .string({ error: "i18n_form_feedback_01" })
    .trim()
    .min(1, { error: "i18n_form_feedback_01" })
    .max(254, { error: "i18n_form_feedback_03" })
    .pipe(z.email({ error: "i18n_form_feedback_03" }))
    .meta({
      description:
        "Kept for the shop, never shown; one review per address and product. A visitor's review is confirmed " +
        "by a link mailed to it",
    }),
  score: z.coerce
    .number({ error: "i18n_product_31" })
    .int({ error: "i18n_product_31" })
    .min(1, { error: "i18n_product_31" })
    .max(5, { error: "i18n_product_31" })
    .meta({ description: "1 to 5 stars" }),
  content: text({ error: "i18n_product_35" })
    .trim()
    .min(1, { error: "i18n_product_35" })
    .max(2000, { error: "i18n_error_too_long" })
    .meta({ description: "Plain text; shown as text, never as HTML" }),
});
export type ReviewField = keyof typeof reviewFields.shape;

export const saveCommentBody = reviewFields
  .extend({
    goodsId,
    images: z
      .array(z.string().regex(reviewMediaKey, { error: "i18n_error_invalid_value" }))
      .max(MAX_REVIEW_IMAGES, { error: "i18n_review_too_many_images" })
      .default([])
      .meta({ description: "Keys answered by /api/admin/common/upload for this form or this customer" }),
    uploadGrant: text()
      .max(100)
      .optional()
      .meta({ description: "The grant the visitor's photos were uploaded with (not needed when signed in)" }),
  })
  .meta({ id: "SaveGoodsCommentBody" });
export type SaveCommentInput = z.infer<typeof saveCommentBody>;

export const uploadGrantBody = z.object({ goodsId }).meta({ id: "UploadGrantBody" });

export const comment = z
  .object({
    commentId: z.number().int(),
    nickname: z.string(),
    score: z.number().int().meta({ description: "1 to 5" }),
    content: z.string().meta({ description: "Plain text: render as text, never as HTML" }),
    images: z.array(z.string()).meta({ description: "Media keys; /media/{key}/{width}.{avif|webp|jpeg}" }),
    date: z.string().meta({ description: "When it was written (ISO 8601)" }),
  })
  .meta({ id: "Comment" });
export type Comment = z.infer<typeof comment>;

export const commentPage = z
  .object({
    list: z.array(comment),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: "CommentPage" });
export type CommentPage = z.infer<typeof commentPage>;

export const commentTotal = z
  .object({
    average: z.number().meta({ description: "Mean score with one decimal; 0 without reviews" }),
    total: z.number().int(),
    stars: z
      .array(z.object({ score: z.number().int(), count: z.number().int() }))
      .meta({ description: "Reviews per star, 5 down to 1" }),
  })
  .meta({ id: "CommentTotal" });
export type CommentTotal = z.infer<typeof commentTotal>;

export const savedComment = z
  .object({
    commentId: z.number().int(),
    status: z.enum(reviewStatuses).meta({
      description:
        "published: shown now; pending: shown after moderation (a signed-in shopper on a site that moderates); " +
        "unconfirmed: a visitor's review, shown once confirmed by the link mailed to the address given",
    }),
  })
  .meta({ id: "SavedComment" });

export const uploadGrant = z
  .object({
    uploadGrant: z.string().meta({ description: "Send as the form field `uploadGrant` of each upload" }),
    expiresAt: z.string(),
  })
  .meta({ id: "UploadGrant" });

export const uploadedImage = z
  .object({
    key: z.string().meta({ description: "Media key to list in saveGoodsComment's images" }),
    url: z.string().meta({ description: "A 640 px WebP of the stored image" }),
  })
  .meta({ id: "UploadedImage" });
