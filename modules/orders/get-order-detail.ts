import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { findOwnOrder } from "./find-own-order.ts";
import type { OrderAddress } from "./order-address.ts";
import { ORDER_STATUS, type OrderStatus } from "./order-status.ts";
import { orderEvents, orderLines } from "./tables.ts";

export type OrderDetail = {
  orderNumber: string;
  placedAt: Date;
  site: string;
  status: OrderStatus;
  currencyCode: string;
  subtotal: number;
  discount: number;
  shippingFee: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
  itemCount: number;
  paymentMethod: string;
  payBy: Date | null;
  cancelReason: string | null;
  refundedAmount: number;
  shippingAddress: OrderAddress;
  notes: string;
  lines: {
    goodsId: number | null;
    specId: number | null;
    type: number;
    name: string;
    specAbbr: string;
    img: string;
    quantity: number;
    unitPrice: number;
    origUnitPrice: number | null;
    lineTotal: number;
  }[];
  logistics: { carrier: string | null; trackingNumber: string | null; shippedAt: Date | null };
  history: { kind: "status" | "tracking"; status: OrderStatus | null; note: string; at: Date }[];
};

/** One of the shopper's own orders; another shopper's number, or an unknown one, is not found (404). */
export async function getOrderDetail(db: Db, customerId: number, orderNumber: string): Promise<OrderDetail> {
  const order = await findOwnOrder(db, customerId, orderNumber);
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.at)),
  ]);
  const status = order.status as OrderStatus;
  return {
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    site: order.site,
    status,
    currencyCode: order.currencyCode,
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    tax: order.tax,
    taxIncluded: order.taxIncluded,
    total: order.total,
    itemCount: order.itemCount,
    paymentMethod: order.paymentMethod,
    payBy: status === ORDER_STATUS.UNPAID ? order.payBy : null,
    cancelReason: order.cancelReason,
    refundedAmount: order.refundedAmount,
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    lines: lines.map((line) => ({
      goodsId: line.goodsId,
      specId: line.specId,
      type: line.type,
      name: line.name,
      specAbbr: line.specAbbr,
      img: line.img,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      origUnitPrice: line.origUnitPrice,
      lineTotal: line.lineTotal,
    })),
    logistics: { carrier: order.carrier, trackingNumber: order.trackingNumber, shippedAt: order.shippedAt },
    history: events.map((event) => ({
      kind: event.kind as "status" | "tracking",
      status: event.status as OrderStatus | null,
      note: event.note,
      at: event.at,
    })),
  };
}
