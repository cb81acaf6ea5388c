import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../accounts/tables.ts";

/** A shopper's address book (spec section 3): one default per customer, used at checkout. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    countryAbbr: text("country_abbr").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    zipCode: text("zip_code").notNull(),
    telephone: text("telephone").notNull(),
    company: text("company").notNull().default(""),
    notes: text("notes").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_customer_idx").on(t.customerId)],
);
