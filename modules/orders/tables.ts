import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { customers } from "../accounts/tables.ts";
import { goods, goodsSpecs } from "../catalog/tables.ts";
import type { OrderAddress } from "./order-address.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A placed order (ADR 0025): its money as charged, in minor units of its site's currency, fixed when it was
 * placed; the shipping address as it was; the status number of the spec; fulfilment and refund figures.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    site: text("site").notNull(),
    currencyCode: text("currency_code").notNull(),
    status: smallint("status").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    shippingFee: integer("shipping_fee").notNull(),
    tax: integer("tax").notNull(),
    taxIncluded: boolean("tax_included").notNull(),
    total: integer("total").notNull(),
    itemCount: integer("item_count").notNull(),
    paymentMethod: text("payment_method").notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    notes: text("notes").notNull().default(""),
    /** Unpaid orders are canceled at this moment and their stock released. */
    payBy: at("pay_by").notNull(),
    paidAt: at("paid_at"),
    canceledAt: at("canceled_at"),
    /** `shopper` or `expired` once canceled. */
    cancelReason: text("cancel_reason"),
    /** The payment attempt that paid the order (a later success of another attempt is refunded). */
    paidPaymentId: integer("paid_payment_id"),
    capturedAmount: integer("captured_amount").notNull().default(0),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: at("shipped_at"),
    /** The client's Idempotency-Key of the submit that placed it, with a hash of that request's body. */
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    unique("orders_customer_idempotency_key").on(t.customerId, t.idempotencyKey),
    index("orders_customer_created_idx").on(t.customerId, t.createdAt),
    index("orders_status_pay_by_idx").on(t.status, t.payBy),
  ],
);

/** What was ordered, as it was when ordered: name, spec, image and the prices charged per line. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    goodsId: integer("goods_id").references(() => goods.id, { onDelete: "set null" }),
    specId: integer("spec_id").references(() => goodsSpecs.id, { onDelete: "set null" }),
    /** 1 a product (main unit), otherwise an accessory, as in the cart. */
    type: smallint("type").notNull(),
    name: text("name").notNull(),
    specAbbr: text("spec_abbr").notNull(),
    img: text("img").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    origUnitPrice: integer("orig_unit_price"),
    lineTotal: integer("line_total").notNull(),
    discount: integer("discount").notNull().default(0),
    tax: integer("tax").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/** The order's history: every status it took, and the carrier's progress once shipped. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** `status` (a move to `status`) or `tracking` (a carrier's progress line in `note`). */
    kind: text("kind").notNull(),
    status: smallint("status"),
    note: text("note").notNull().default(""),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);
