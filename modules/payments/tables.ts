import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { orders } from "../orders/tables.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One attempt to pay an order with a provider. Its idempotency key is stored before the provider is called, so
 * a retry after a lost answer reuses the provider's payment instead of making a second one.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    amount: integer("amount").notNull(),
    currencyCode: text("currency_code").notNull(),
    /** created → pending (awaiting the provider's confirmation) → succeeded | failed | canceled. */
    status: text("status").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** The provider's id of this payment (a checkout session, a sandbox payment). */
    providerReference: text("provider_reference").unique(),
    redirectUrl: text("redirect_url"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

/** Provider notifications already applied, by the provider's event id: a redelivery changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** What applying it did: applied, ignored (out of order or repeated effect), refused (wrong amount, unknown). */
    outcome: text("outcome").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [unique("payment_events_provider_event_key").on(t.provider, t.eventId)],
);

/** Money given back for a payment: requested from the provider, done once it confirms. */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** requested → succeeded | failed */
    status: text("status").notNull(),
    reason: text("reason").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    providerRefundId: text("provider_refund_id").unique(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("refunds_payment_idx").on(t.paymentId)],
);
