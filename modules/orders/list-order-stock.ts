import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { orderLines } from "./tables.ts";

/** The specs and quantities an order holds in stock (lines whose spec still exists). */
export async function listOrderStock(
  tx: Tx,
  orderId: number,
): Promise<{ specId: number; quantity: number }[]> {
  const lines = await tx
    .select({ specId: orderLines.specId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.specId)));
  return lines.map((line) => ({ specId: line.specId as number, quantity: line.quantity }));
}
