import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { orderLines } from "./tables.ts";

export type OrderedLine = { goodsId: number | null; specId: number; type: number; quantity: number };

/**
 * What an order held, by spec, in the order of its lines; lines whose spec no longer exists are left out. The
 * stock an order holds, and what buying it again puts back in the cart.
 */
export async function listOrderLines(db: Db | Tx, orderId: number): Promise<OrderedLine[]> {
  const lines = await db
    .select({
      goodsId: orderLines.goodsId,
      specId: orderLines.specId,
      type: orderLines.type,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.specId)))
    .orderBy(asc(orderLines.id));
  return lines.map((line) => ({ ...line, specId: line.specId as number }));
}
