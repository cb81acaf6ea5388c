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
