import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { findSpecOnSite } from "../catalog/find-spec-on-site.ts";
import { PUBLISHED } from "../catalog/publish-state.ts";
import { MAX_QUANTITY } from "./cart-arithmetic-schemas.ts";
import { cartLines } from "./tables.ts";

/**
 * Puts lines back into the shopper's cart on `site` (buying an order again): each published spec sold there
 * gets at least the line's quantity, capped at the stock and 999; delisted, sold-out or vanished ones are
 * skipped. Answers how many lines went in.
 */
export async function putLinesInCart(
  db: Db,
  customerId: number,
  site: Site,
  lines: { goodsId: number; specId: number; type: number; quantity: number }[],
): Promise<number> {
  let put = 0;
  await db.transaction(async (tx) => {
    for (const line of lines) {
      const spec = await findSpecOnSite(tx, site, line);
      if (!spec || spec.publish !== PUBLISHED || spec.stock < 1) continue;
      const quantity = Math.min(line.quantity, spec.stock, MAX_QUANTITY);
      await tx
        .insert(cartLines)
        .values({ customerId, site: site.code, goodsId: spec.goodsId, specId: spec.specId, quantity })
        .onConflictDoUpdate({
          target: [cartLines.customerId, cartLines.site, cartLines.specId],
          set: { quantity: sql`greatest(${cartLines.quantity}, excluded.quantity)`, updatedAt: sql`now()` },
        });
      put++;
    }
  });
  return put;
}
