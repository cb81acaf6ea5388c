import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { goods, goodsSpecs } from "../catalog/tables.ts";

/**
 * "Tell me when it is back": one row per e-mail address and spec, visitors included (ADR 0014).
 * `mailArrivalReminders` queues the restock mail and sets `notifiedAt` when a catalogue write brings the spec back.
 */
export const arrivalReminders = pgTable(
  "arrival_reminders",
  {
    id: serial("id").primaryKey(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    specId: integer("spec_id")
      .notNull()
      .references(() => goodsSpecs.id, { onDelete: "cascade" }),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    /** The site the shopper subscribed on: the mail goes out in its language with its links. */
    site: text("site").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("arrival_reminders_spec_email_idx").on(t.specId, t.email),
    index("arrival_reminders_pending_idx").on(t.specId).where(sql`${t.notifiedAt} is null`),
  ],
);
