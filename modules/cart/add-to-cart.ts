import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import type { Site } from "../../lib/sites.ts";
import { MAX_QUANTITY } from "./cart-arithmetic-schemas.ts";
import { overStockError, requireSpecForCart } from "./require-spec-for-cart.ts";
import { cartLines } from "./tables.ts";

const summed = sql`least(${MAX_QUANTITY}, ${cartLines.quantity} + excluded.quantity)`;
const upsertLine = prepareOnce((db: Db) =>
  db
    .insert(cartLines)
    .values({
      customerId: sql.placeholder("customerId"),
      site: sql.placeholder("site"),
      goodsId: sql.placeholder("goodsId"),
      specId: sql.placeholder("specId"),
      quantity: sql.placeholder("quantity"),
    })
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.site, cartLines.specId],
      set: { quantity: summed, updatedAt: sql`now()` },
      setWhere: sql`${summed} <= ${sql.placeholder("stock")}`,
    })
    .returning({ id: cartLines.id, quantity: cartLines.quantity })
    .prepare("add_to_cart"),
);

/**
 * Adds `quantity` of a spec to the shopper's cart on `site`: the spec's line grows (capped at 999) or a line is
 * created. One statement, so two tabs adding at once both count; past the stock nothing changes and 409 says
 * how many are left.
 */
export async function addToCart(
  db: Db,
  customerId: number,
  site: Site,
  input: { relevanceId: number; specId: number; type: number; quantity: number },
): Promise<{ id: number; quantity: number }> {
  const spec = await requireSpecForCart(db, site, input);
  const [line] = await upsertLine(db).execute({
    customerId,
    site: site.code,
    goodsId: spec.goodsId,
    specId: spec.specId,
    quantity: input.quantity,
    stock: spec.stock,
  });
  if (!line) throw overStockError(spec.stock);
  return line;
}
