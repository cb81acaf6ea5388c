import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { cartLines } from "./tables.ts";

/** Deletes one of the shopper's own lines; another shopper's id is not found. */
export async function removeCartLine(db: Db, customerId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)))
    .returning({ id: cartLines.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "i18n_cart_line_not_found");
}
