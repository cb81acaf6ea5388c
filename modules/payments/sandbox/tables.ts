import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The sandbox provider's own books (ADR 0026): it plays a payment provider inside the store's process, so its
 * state lives beside the store's but is read only by the sandbox, as a real provider's would be.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  /** `sbx_pay_…`, the reference the store keeps. */
  id: text("id").primaryKey(),
  amount: integer("amount").notNull(),
  currencyCode: text("currency_code").notNull(),
  method: text("method").notNull(),
  /** open → requires_action → succeeded | failed | canceled; pending while a Klarna approval awaits confirming. */
  status: text("status").notNull(),
  description: text("description").notNull(),
  returnUrl: text("return_url").notNull(),
  locale: text("locale").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Refunds the sandbox was asked for, confirmed by a notification like any other. */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  id: text("id").primaryKey(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => sandboxPayments.id, { onDelete: "cascade" }),
  amount: integer("amount").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/**
 * Notifications the sandbox owes the store, delivered by its worker with retries and a growing delay, as a
 * real provider delivers webhooks; `deliverAt` in the future delays one (Klarna's later confirmation).
 */
export const sandboxNotifications = pgTable(
  "sandbox_notifications",
  {
    id: serial("id").primaryKey(),
    eventId: text("event_id").notNull().unique(),
    body: text("body").notNull(),
    deliverAt: at("deliver_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    deliveredAt: at("delivered_at"),
    lastError: text("last_error"),
  },
  (t) => [index("sandbox_notifications_due_idx").on(t.deliveredAt, t.deliverAt)],
);
