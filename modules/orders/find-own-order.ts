import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { OrderRow } from "./move-order.ts";
import { orders } from "./tables.ts";

/** One of the shopper's orders by its number; someone else's, or an unknown one, is not found (404). */
export async function findOwnOrder(db: Db, customerId: number, orderNumber: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)))
    .limit(1);
  if (!order) throw new AppError("NOT_FOUND", "i18n_order_error_not_found");
  return order;
}
