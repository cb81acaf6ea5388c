import { AppError } from "../../lib/errors.ts";

/** The spec's order status numbers (section 3, "Order status label map"), named (ADR 0025). */
export const ORDER_STATUS = {
  UNPAID: 0,
  PROCESSING: 1,
  SHIPPED: 2,
  CANCELED: -1,
  /** Paid with a method whose provider confirms later (Klarna): waiting for that confirmation. */
  PENDING: 3,
  REFUNDED: 4,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const { UNPAID, PROCESSING, SHIPPED, CANCELED, PENDING, REFUNDED } = ORDER_STATUS;

/**
 * Every move an order may make; anything else is refused with 409. A payment that arrives for a canceled
 * (expired) order is refunded, so Canceled may still become Refunded; Refunded is the end.
 */
const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  [UNPAID]: [PROCESSING, PENDING, CANCELED],
  [PENDING]: [PROCESSING, UNPAID],
  [PROCESSING]: [SHIPPED, REFUNDED],
  [SHIPPED]: [REFUNDED],
  [CANCELED]: [REFUNDED],
  [REFUNDED]: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return allowed[from].includes(to);
}

export function requireMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to)) throw new AppError("CONFLICT", "i18n_order_error_status", { values: { from, to } });
}
