import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { OrderStatus } from "./order-status.ts";
import type { OrderListQuery } from "./schemas.ts";
import { orderLines, orders } from "./tables.ts";

export type OrderListItem = {
  orderNumber: string;
  placedAt: Date;
  status: OrderStatus;
  total: number;
  currencyCode: string;
  itemCount: number;
  /** When an unpaid order is canceled unless paid; null in every other status. */
  payBy: Date | null;
  lines: { name: string; specAbbr: string; img: string; quantity: number }[];
};

/** A shopper's orders on every site, newest first, one page of them, optionally of one status. */
export async function listOrders(
  db: Db,
  customerId: number,
  query: OrderListQuery,
): Promise<{ list: OrderListItem[]; total: number }> {
  const where = and(
    eq(orders.customerId, customerId),
    query.status === undefined ? undefined : eq(orders.status, query.status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(orderLines.id)
    : [];
  return {
    total: counted?.total ?? 0,
    list: rows.map((row) => ({
      orderNumber: row.orderNumber,
      placedAt: row.createdAt,
      status: row.status as OrderStatus,
      total: row.total,
      currencyCode: row.currencyCode,
      itemCount: row.itemCount,
      payBy: row.status === 0 ? row.payBy : null,
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map(({ name, specAbbr, img, quantity }) => ({ name, specAbbr, img, quantity })),
    })),
  };
}
