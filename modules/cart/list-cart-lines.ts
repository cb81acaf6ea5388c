import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import type { Site } from "../../lib/sites.ts";
import { cartLines } from "./tables.ts";

export type CartLine = { id: number; goodsId: number; specId: number; quantity: number };

const selectLines = prepareOnce((db) =>
  db
    .select({
      id: cartLines.id,
      goodsId: cartLines.goodsId,
      specId: cartLines.specId,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.customerId, sql.placeholder("customerId")),
        eq(cartLines.site, sql.placeholder("site")),
      ),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare("list_cart_lines_stored"),
);

/** The shopper's cart lines on the site as stored (no catalogue data), in the order they were added. */
export function listCartLines(db: Db | Tx, customerId: number, site: Site): Promise<CartLine[]> {
  return selectLines(db).execute({ customerId, site: site.code });
}
