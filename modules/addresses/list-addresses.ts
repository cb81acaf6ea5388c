import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Address } from "./schemas.ts";
import { addresses } from "./tables.ts";

/** The customer's addresses, the default first, then the newest. */
export async function listAddresses(db: Db, customerId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id), asc(addresses.createdAt));
  return rows.map(({ customerId: _owner, createdAt: _created, updatedAt: _updated, ...address }) => address);
}
