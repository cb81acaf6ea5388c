import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "../accounts/tables.ts";
import { goods } from "../catalog/tables.ts";
import { orders } from "../orders/tables.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a set of coupons is worth and where it applies (ADR 0032): money of one site, an amount off in minor
 * units (or a percentage in basis points), an optional minimum of the eligible lines, a scope, and a validity
 * either as a window or as a number of days from the coupon's issue.
 */
export const couponCampaigns = pgTable(
  "coupon_campaigns",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    site: text("site").notNull(),
    currencyCode: text("currency_code").notNull(),
    amountOff: integer("amount_off"),
    percentOff: integer("percent_off"),
    minOrder: integer("min_order").notNull().default(0),
    /** `product` (scopeGoodsId), `types` (scopeTypes), `main_units` (no accessories) or `all`. */
    scope: text("scope").notNull(),
    scopeGoodsId: integer("scope_goods_id").references(() => goods.id, { onDelete: "restrict" }),
    scopeTypes: smallint("scope_types").array(),
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    validDays: integer("valid_days"),
    maxUses: integer("max_uses").notNull().default(1),
    /** `newsletter` for the campaign a confirmed subscription issues from: one per site. */
    purpose: text("purpose"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupon_campaigns_site_purpose").on(table.site, table.purpose),
    check("coupon_campaigns_one_kind", sql`(${table.amountOff} is null) <> (${table.percentOff} is null)`),
  ],
);

/** One code of a campaign, in a shopper's wallet once added (or issued to an address, for the newsletter's). */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => couponCampaigns.id, { onDelete: "restrict" }),
    code: text("code").notNull().unique(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email"),
    validFrom: at("valid_from").notNull(),
    validUntil: at("valid_until").notNull(),
    /** Redemptions not returned; the coupon is Used when it reaches the campaign's maxUses. */
    uses: integer("uses").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("coupons_customer_idx").on(table.customerId, table.validUntil),
    index("coupons_email_idx").on(table.email),
    check("coupons_uses_not_negative", sql`${table.uses} >= 0`),
  ],
);

/** A coupon taken by an order: one per order; `returnedAt` once the order was canceled or expired. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    returnedAt: at("returned_at"),
  },
  (table) => [unique("coupon_redemptions_order").on(table.orderId), index().on(table.couponId)],
);

/**
 * A newsletter signup per address and site (ADR 0032): pending until the mailed link confirms it, which issues
 * the site's newsletter coupon once (`couponId` unique); unsubscribed by the link in every newsletter mail.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    site: text("site").notNull(),
    /** `pending`, `confirmed` or `unsubscribed`. */
    status: text("status").notNull(),
    requestedAt: at("requested_at").notNull(),
    /** Where the last signup came from: the per-IP limit counts these. */
    requestedIp: text("requested_ip").notNull(),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
    couponId: integer("coupon_id")
      .unique()
      .references(() => coupons.id, { onDelete: "set null" }),
  },
  (table) => [
    unique("newsletter_subscriptions_email_site").on(table.email, table.site),
    index("newsletter_subscriptions_ip_idx").on(table.requestedIp, table.requestedAt),
  ],
);
