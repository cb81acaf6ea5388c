import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { AppError } from "../../lib/errors.ts";
import type { Address } from "./schemas.ts";
import { addresses } from "./tables.ts";

const selectAddress = prepareOnce((db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, sql.placeholder("addressId")),
        eq(addresses.customerId, sql.placeholder("customerId")),
      ),
    )
    .limit(1)
    .prepare("find_address"),
);

/** One of the shopper's own addresses; another shopper's id, or an unknown one, is not found. */
export async function findAddress(db: Db | Tx, customerId: number, addressId: number): Promise<Address> {
  const [row] = await selectAddress(db).execute({ addressId, customerId });
  if (!row) throw new AppError("NOT_FOUND", "i18n_error_address_not_found");
  const { customerId: _owner, createdAt: _created, updatedAt: _updated, ...address } = row;
  return address;
}
