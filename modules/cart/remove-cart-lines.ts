import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { cartLines } from "./tables.ts";

/** Removes the lines an order took from the shopper's cart, inside the order's transaction. */
export async function removeCartLines(tx: Tx, customerId: number, lineIds: number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await tx.delete(cartLines).where(and(eq(cartLines.customerId, customerId), inArray(cartLines.id, lineIds)));
}
