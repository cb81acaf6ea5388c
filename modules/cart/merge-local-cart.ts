import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { findSpecOnSite } from "../catalog/find-spec-on-site.ts";
import { MAX_QUANTITY } from "./cart-arithmetic-schemas.ts";
import type { CartBatchBody } from "./schemas.ts";
import { cartLines, cartMerges } from "./tables.ts";

/**
 * Merges a visitor's local cart into the server cart at sign-in: each local line's quantity is added to the
 * spec's line (capped at 999 and at the stock). Every local line is applied once per customer, recorded by its
 * `_id`, so sending the same local cart twice changes nothing. Lines naming goods not sold on the site are
 * skipped; delisted or sold-out ones are kept so the cart can say so.
 */
export async function mergeLocalCart(
  db: Db,
  customerId: number,
  site: Site,
  body: CartBatchBody,
): Promise<{ merged: number }> {
  let merged = 0;
  await db.transaction(async (tx) => {
    for (const local of body.list) {
      const spec = await findSpecOnSite(tx, site, {
        goodsId: local.relevanceId,
        specId: local.specId,
        type: local.type,
      });
      if (!spec) continue;
      const [first] = await tx
        .insert(cartMerges)
        .values({ customerId, localId: `${site.code}:${local._id}` })
        .onConflictDoNothing()
        .returning({ localId: cartMerges.localId });
      if (!first) continue;
      const cap = spec.stock > 0 ? Math.min(MAX_QUANTITY, spec.stock) : MAX_QUANTITY;
      await tx
        .insert(cartLines)
        .values({
          customerId,
          site: site.code,
          goodsId: spec.goodsId,
          specId: spec.specId,
          quantity: Math.min(local.quantity, cap),
        })
        .onConflictDoUpdate({
          target: [cartLines.customerId, cartLines.site, cartLines.specId],
          set: {
            quantity: sql`greatest(${cartLines.quantity}, least(${cap}, ${cartLines.quantity} + excluded.quantity))`,
            updatedAt: sql`now()`,
          },
        });
      merged++;
    }
  });
  return { merged };
}
