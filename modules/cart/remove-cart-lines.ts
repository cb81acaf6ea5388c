import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { cartLines } from "./tables.ts";

const deleteLines = prepareOnce((db) =>
  db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.customerId, sql.placeholder("customerId")),
        sql`${cartLines.id} = any(${sql.placeholder("lineIds")})`,
      ),
    )
    .prepare("remove_cart_lines"),
);

/** Removes the lines an order took from the shopper's cart, inside the order's transaction. */
export async function removeCartLines(tx: Tx, customerId: number, lineIds: number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await deleteLines(tx).execute({ customerId, lineIds });
}
