import { z } from "zod";
import { ORDER_STATUS } from "./order-status.ts";

export const PAYMENT_METHODS = ["card", "paypal", "googlepay", "applepay", "klarna", "free"] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** The list tabs of /personal/order_list: all, or one status. */
export const orderListQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((value) => Object.values(ORDER_STATUS).includes(value as never), "i18n_error_invalid_value")
    .optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderNumberBody = z.object({ orderNumber: z.string().trim().min(1).max(40) });

const money = z.number().int().meta({ description: "Minor units of currencyCode" });
const time = z.string().meta({ description: "ISO 8601 time" });

export const orderListAnswer = z.object({
  list: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: time,
      status: z.number().int(),
      total: money,
      currencyCode: z.string(),
      itemCount: z.number().int(),
      payBy: time.nullable().meta({ description: "Unpaid orders: when they are canceled unless paid" }),
      lines: z.array(
        z.object({ name: z.string(), specAbbr: z.string(), img: z.string(), quantity: z.number().int() }),
      ),
    }),
  ),
  total: z.number().int(),
});

export const orderDetailQuery = z.object({ orderNumber: z.string().trim().min(1).max(40) });

export const orderDetailAnswer = z
  .object({
    orderNumber: z.string(),
    placedAt: time,
    site: z.string(),
    status: z.number().int(),
    currencyCode: z.string(),
    subtotal: money,
    discount: money,
    shippingFee: money,
    tax: money,
    taxIncluded: z.boolean(),
    total: money,
    itemCount: z.number().int(),
    paymentMethod: z.string(),
    payBy: time.nullable(),
    cancelReason: z.string().nullable(),
    refundedAmount: money,
    shippingAddress: z.record(z.string(), z.string()),
    notes: z.string(),
    lines: z.array(
      z.object({
        goodsId: z.number().int().nullable(),
        specId: z.number().int().nullable(),
        type: z.number().int(),
        name: z.string(),
        specAbbr: z.string(),
        img: z.string(),
        quantity: z.number().int(),
        unitPrice: money,
        origUnitPrice: money.nullable(),
        lineTotal: money,
      }),
    ),
    logistics: z.object({
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      shippedAt: time.nullable(),
    }),
    history: z.array(
      z.object({ kind: z.string(), status: z.number().int().nullable(), note: z.string(), at: time }),
    ),
  })
  .meta({ id: "OrderDetail" });
