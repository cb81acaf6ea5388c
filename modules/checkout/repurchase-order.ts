import type { Db } from "../../db/client.ts";
import { resolveSite } from "../../lib/sites.ts";
import { putLinesInCart } from "../cart/put-lines-in-cart.ts";
import { findOwnOrder } from "../orders/find-own-order.ts";
import { listOrderLines } from "../orders/list-order-lines.ts";

/**
 * Buys an order again: its lines that are still on sale go back into the cart of the site it was placed on.
 * Answers how many lines went in and how many could not (delisted or sold out).
 */
export async function repurchaseOrder(
  db: Db,
  customerId: number,
  orderNumber: string,
): Promise<{ added: number; skipped: number; site: string }> {
  const order = await findOwnOrder(db, customerId, orderNumber);
  const lines = (await listOrderLines(db, order.id)).flatMap(({ goodsId, ...line }) =>
    goodsId === null ? [] : [{ ...line, goodsId }],
  );
  const added = await putLinesInCart(db, customerId, resolveSite(order.site), lines);
  return { added, skipped: lines.length - added, site: order.site };
}
