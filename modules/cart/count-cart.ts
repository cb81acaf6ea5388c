import { and, eq, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { cartLines } from "./tables.ts";

/** The cart badge: the sum of quantities in the shopper's cart on the site. */
export async function countCart(db: Db, customerId: number, site: Site): Promise<number> {
  const [row] = await db
    .select({ total: sum(cartLines.quantity) })
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.site, site.code)));
  return Number(row?.total ?? 0);
}
