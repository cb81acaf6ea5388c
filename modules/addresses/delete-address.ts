import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { addresses } from "./tables.ts";

/** Deletes one of the customer's addresses; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw new AppError("NOT_FOUND", "i18n_error_address_not_found");
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
