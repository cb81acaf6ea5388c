import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { generateOrderNumber } from "./generate-order-number.ts";
import type { OrderRow } from "./move-order.ts";
import type { OrderAddress } from "./order-address.ts";
import type { OrderStatus } from "./order-status.ts";
import { orderEvents, orderLines, orders } from "./tables.ts";

/** A line as ordered: what it was and what was charged for it, in minor units. */
export type OrderLineInput = {
  goodsId: number;
  specId: number;
  type: number;
  name: string;
  specAbbr: string;
  img: string;
  quantity: number;
  unitPrice: number;
  origUnitPrice: number | null;
  lineTotal: number;
  discount: number;
  tax: number;
};

export type NewOrder = {
  customerId: number;
  site: string;
  currencyCode: string;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  shippingFee: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
  paymentMethod: string;
  shippingAddress: OrderAddress;
  notes: string;
  payBy: Date;
  paidAt: Date | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  lines: OrderLineInput[];
};

type OrderFields = Omit<NewOrder, "lines"> & { orderNumber: string; itemCount: number };
type LineFields = OrderLineInput & { orderId: number };

const orderFields = [
  "orderNumber",
  "customerId",
  "site",
  "currencyCode",
  "status",
  "subtotal",
  "discount",
  "shippingFee",
  "tax",
  "taxIncluded",
  "total",
  "itemCount",
  "paymentMethod",
  "shippingAddress",
  "notes",
  "payBy",
  "paidAt",
  "idempotencyKey",
  "requestHash",
] as const satisfies readonly (keyof OrderFields)[];
const lineFields = [
  "orderId",
  "goodsId",
  "specId",
  "type",
  "name",
  "specAbbr",
  "img",
  "quantity",
  "unitPrice",
  "origUnitPrice",
  "lineTotal",
  "discount",
  "tax",
] as const satisfies readonly (keyof LineFields)[];
// Every field is a placeholder: one left out of a list would be written as its column's default, silently.
type Missing<Fields, Listed> = Exclude<keyof Fields, Listed>;
const everyField: [
  Missing<OrderFields, (typeof orderFields)[number]>,
  Missing<LineFields, (typeof lineFields)[number]>,
] extends [never, never]
  ? true
  : never = true;
void everyField;
const placeholders = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)]));

const insertOrder = prepareOnce((db) =>
  db
    .insert(orders)
    // drizzle maps a placeholder through its column's encoder, which fails on null: the one nullable
    // timestamp goes in as is (ISO text or null).
    .values({ ...placeholders(orderFields), paidAt: sql`${sql.placeholder("paidAt")}` } as never)
    .returning()
    .prepare("insert_order"),
);
const insertLine = prepareOnce((db) =>
  db
    .insert(orderLines)
    .values(placeholders(lineFields) as never)
    .prepare("insert_order_line"),
);
const insertFirstEvent = prepareOnce((db) =>
  db
    .insert(orderEvents)
    .values({ orderId: sql.placeholder("orderId"), kind: "status", status: sql.placeholder("status") })
    .prepare("insert_first_order_event"),
);

/** Writes a placed order with its lines and the first entry of its history, inside the caller's transaction. */
export async function createOrder(tx: Tx, order: NewOrder): Promise<OrderRow> {
  const { lines, ...fields } = order;
  const values: OrderFields = {
    ...fields,
    orderNumber: generateOrderNumber(),
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
  };
  const [created] = await insertOrder(tx).execute({
    ...values,
    paidAt: values.paidAt?.toISOString() ?? null,
  });
  if (!created) throw new Error("the order was not written");
  // One statement a line, all in the same round trip (pipelined on the transaction's connection).
  await Promise.all([
    ...lines.map((line) => insertLine(tx).execute({ ...line, orderId: created.id } satisfies LineFields)),
    insertFirstEvent(tx).execute({ orderId: created.id, status: created.status }),
  ]);
  return created;
}
