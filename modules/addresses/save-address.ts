import { and, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AddressInput } from "./schemas.ts";
import { addresses } from "./tables.ts";

const maxAddresses = 50;

/**
 * Adds an address (`id` absent) or changes one of the customer's own (another's id is not found). The first
 * address becomes the default; `isDefault` moves the default to this one.
 */
export async function saveAddress(
  db: Db,
  customerId: number,
  input: AddressInput & { id?: number },
): Promise<{ id: number }> {
  const { id, isDefault, ...fields } = input;
  return db.transaction(async (tx) => {
    let savedId: number;
    if (id === undefined) {
      const [existing] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.customerId, customerId));
      if ((existing?.n ?? 0) >= maxAddresses) throw new AppError("CONFLICT", "i18n_error_too_many_addresses");
      const [created] = await tx
        .insert(addresses)
        .values({ ...fields, customerId, isDefault: (existing?.n ?? 0) === 0 || Boolean(isDefault) })
        .returning({ id: addresses.id });
      if (!created) throw new AppError("INTERNAL", "i18n_error_internal");
      savedId = created.id;
    } else {
      const [updated] = await tx
        .update(addresses)
        .set({ ...fields, updatedAt: new Date(), ...(isDefault ? { isDefault: true } : {}) })
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
        .returning({ id: addresses.id });
      if (!updated) throw new AppError("NOT_FOUND", "i18n_error_address_not_found");
      savedId = updated.id;
    }
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.customerId, customerId), ne(addresses.id, savedId)));
    }
    return { id: savedId };
  });
}
