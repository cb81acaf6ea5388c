import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { addresses } from "./tables.ts";

/** Makes one of the customer's addresses the default (the spec's "prime"). */
export async function setDefaultAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .for("update");
    if (!own) throw new AppError("NOT_FOUND", "i18n_error_address_not_found");
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  });
}
