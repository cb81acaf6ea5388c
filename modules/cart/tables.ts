import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { customers } from "../accounts/tables.ts";
import { goods, goodsSpecs } from "../catalog/tables.ts";

/**
 * A signed-in shopper's cart lines, one cart per site (prices and currency differ by site). One line per spec:
 * adding the same spec again raises its quantity. Prices are never stored here; they are read at every view.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    /** The spec's relevanceId: the goods id of the product or accessory. */
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    specId: integer("spec_id")
      .notNull()
      .references(() => goodsSpecs.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("cart_lines_customer_site_spec_key").on(t.customerId, t.site, t.specId),
    index("cart_lines_customer_site_idx").on(t.customerId, t.site),
  ],
);

/** Local cart lines (by their browser `_id`) already merged into a customer's cart, so a merge applies once. */
export const cartMerges = pgTable(
  "cart_merges",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    localId: text("local_id").notNull(),
    mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.localId] })],
);
