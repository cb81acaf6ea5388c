import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "../accounts/tables.ts";
import { goods } from "../catalog/tables.ts";
import type { ReviewStatus } from "./review-status.ts";

/** A shopper's review of a product or accessory. The e-mail is kept for the shop, never shown. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    /** The site it was written on, and the content language it is listed under. */
    site: text("site").notNull(),
    lang: text("lang").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    nickname: text("nickname").notNull(),
    /** Lower-cased and trimmed: one confirmed review per address and product. */
    email: text("email").notNull(),
    score: smallint("score").notNull(),
    content: text("content").notNull(),
    /** Media keys of the shopper's photos, served at /media/{key}/{width}.{format}. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    status: text("status").$type<ReviewStatus>().notNull().default("published"),
    /** A visitor's review: the address it was posted from, which the per-IP limit counts. */
    requestedIp: text("requested_ip"),
    /** The hash of the mailed confirmation link's token; null when no link was mailed. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One review per address and product among confirmed ones: a stranger's unconfirmed review of someone's
    // address never stops its owner from reviewing.
    uniqueIndex("reviews_goods_email_idx").on(t.goodsId, t.email).where(sql`${t.status} <> 'unconfirmed'`),
    index("reviews_ip_idx").on(t.requestedIp, t.createdAt),
    index("reviews_list_idx").on(t.goodsId, t.lang, t.status, t.createdAt),
    index("reviews_score_idx").on(t.goodsId, t.lang, t.status, t.score),
    check("reviews_score_range", sql`${t.score} between 1 and 5`),
  ],
);

/** Per-site review settings; a site without a row does not hold new reviews for moderation. */
export const reviewSiteSettings = pgTable("review_site_settings", {
  site: text("site").primaryKey(),
  moderate: boolean("moderate").notNull().default(false),
});

/** A short-lived permission for a visitor's review form to upload photos; only the token's hash is kept. */
export const reviewUploadGrants = pgTable(
  "review_upload_grants",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("review_upload_grants_ip_idx").on(t.ip, t.createdAt)],
);

/**
 * Every upload attempt, by grant or signed-in customer: the log the rate limits count, and the proof of
 * who may attach a stored photo (`mediaKey`, set once stored) to a review.
 */
export const reviewUploads = pgTable(
  "review_uploads",
  {
    id: serial("id").primaryKey(),
    grantId: integer("grant_id").references(() => reviewUploadGrants.id, { onDelete: "set null" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    mediaKey: text("media_key").unique(),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("review_uploads_ip_idx").on(t.ip, t.createdAt),
    index("review_uploads_grant_idx").on(t.grantId),
    index("review_uploads_customer_idx").on(t.customerId, t.createdAt),
  ],
);
