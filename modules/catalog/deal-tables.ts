import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { goodsSpecs } from "./tables.ts";

/**
 * A flash deal: for its window the spec sells on the site at `dealPrice` instead of its regular price. With
 * `repeatDays` the window comes back every that many days (a daily deal is 1); without, it runs once.
 * Whether a deal runs is computed from the clock at read time (modules/catalog/compute-effective-price.ts), never stored.
 */
export const flashDeals = pgTable(
  "flash_deals",
  {
    id: serial("id").primaryKey(),
    specId: integer("spec_id")
      .notNull()
      .references(() => goodsSpecs.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    /** Minor units of the site's currency; a deal not below the regular price is ignored. */
    dealPrice: integer("deal_price").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    repeatDays: integer("repeat_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("flash_deals_site_idx").on(t.site, t.endsAt),
    index("flash_deals_spec_idx").on(t.specId),
    check("flash_deals_price_positive", sql`${t.dealPrice} > 0`),
    check("flash_deals_window_order", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "flash_deals_window_fits_period",
      sql`${t.repeatDays} is null or (${t.repeatDays} > 0 and ${t.endsAt} - ${t.startsAt} < ${t.repeatDays} * interval '1 day')`,
    ),
  ],
);
