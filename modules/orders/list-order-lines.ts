import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines } from "./tables.ts";

export type OrderedLine = { goodsId: number; specId: number; type: number; quantity: number };

/** What an order held, by goods and spec (lines whose goods are gone are left out). */
export async function listOrderLines(db: Db, orderId: number): Promise<OrderedLine[]> {
  const lines = await db
    .select({
      goodsId: orderLines.goodsId,
      specId: orderLines.specId,
      type: orderLines.type,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return lines.flatMap(({ goodsId, specId, type, quantity }) =>
    goodsId !== null && specId !== null ? [{ goodsId, specId, type, quantity }] : [],
  );
}
