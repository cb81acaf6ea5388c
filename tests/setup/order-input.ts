import type { NewOrder, OrderLineInput } from "../../modules/orders/create-order.ts";
import { ORDER_STATUS } from "../../modules/orders/order-status.ts";
import type { SellableSpec } from "./checkout-shopper.ts";

/** A line of `quantity` units of `spec` at its price, as placing an order would snapshot it. */
export function lineOf(spec: SellableSpec, quantity: number): OrderLineInput {
  return {
    goodsId: spec.goodsId,
    specId: spec.specId,
    type: spec.type,
    name: `spec ${spec.specId}`,
    specAbbr: "",
    img: `/media/goods/${spec.specId}.jpg`,
    quantity,
    unitPrice: spec.price,
    origUnitPrice: null,
    lineTotal: spec.price * quantity,
    discount: 0,
    tax: 0,
  };
}

/** An unpaid us order of `lines` for `customerId`, its totals the lines' sum, for writing with createOrder. */
export function orderOf(customerId: number, lines: OrderLineInput[]): NewOrder {
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    customerId,
    site: "us",
    currencyCode: "USD",
    status: ORDER_STATUS.UNPAID,
    subtotal: total,
    discount: 0,
    shippingFee: 0,
    tax: 0,
    taxIncluded: false,
    total,
    paymentMethod: "card",
    shippingAddress: {
      email: "orders@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      countryAbbr: "US",
      state: "NY",
      city: "New York",
      address1: "1 Main St",
      address2: "",
      zipCode: "10001",
      telephone: "2125550100",
      company: "",
    },
    notes: "",
    payBy: new Date(Date.now() + 30 * 60_000),
    paidAt: null,
    idempotencyKey: null,
    requestHash: null,
    lines,
  };
}
