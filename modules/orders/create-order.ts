import type { Tx } from "../../db/client.ts";
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

/** Writes a placed order with its lines and the first entry of its history, inside the caller's transaction. */
export async function createOrder(tx: Tx, order: NewOrder): Promise<OrderRow> {
  const { lines, ...fields } = order;
  const [created] = await tx
    .insert(orders)
    .values({
      ...fields,
      orderNumber: generateOrderNumber(),
      itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    })
    .returning();
  if (!created) throw new Error("the order was not written");
  await Promise.all([
    tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: created.id }))),
    tx.insert(orderEvents).values({ orderId: created.id, kind: "status", status: created.status }),
  ]);
  return created;
}
