import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { cartLines } from "./tables.ts";

export type CartLine = { id: number; goodsId: number; specId: number; quantity: number };

/** The shopper's cart lines on the site as stored (no catalogue data), in the order they were added. */
export function listCartLines(db: Db | Tx, customerId: number, site: Site): Promise<CartLine[]> {
  return db
    .select({
      id: cartLines.id,
      goodsId: cartLines.goodsId,
      specId: cartLines.specId,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.site, site.code)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}
