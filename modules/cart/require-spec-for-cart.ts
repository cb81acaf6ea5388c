import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { findSpecOnSite, type SpecOnSite } from "../catalog/find-spec-on-site.ts";
import { PUBLISHED } from "../catalog/publish-state.ts";

/**
 * The spec a cart change names, when it may be bought on the site in `quantity`: 404 for an unknown spec (or
 * one of other goods, type or site), 422 for delisted goods, 409 when the stock is short.
 */
export async function requireSpecForCart(
  db: Db | Tx,
  site: Site,
  input: { relevanceId: number; specId: number; type: number; quantity: number },
): Promise<SpecOnSite> {
  const spec = await findSpecOnSite(db, site, {
    goodsId: input.relevanceId,
    specId: input.specId,
    type: input.type,
  });
  if (!spec) throw new AppError("NOT_FOUND", "i18n_cart_goods_not_found");
  if (spec.publish !== PUBLISHED) throw new AppError("UNPROCESSABLE", "i18n_cart_delisted");
  assertInStock(spec.stock, input.quantity);
  return spec;
}

export function assertInStock(stock: number, quantity: number): void {
  if (stock <= 0) throw new AppError("CONFLICT", "i18n_cart_out_of_stock");
  if (quantity > stock) throw overStockError(stock);
}

/** 409 naming how many are left. */
export function overStockError(stock: number): AppError {
  return new AppError("CONFLICT", "i18n_cart_over_stock", {
    values: { stock },
    fields: [{ field: "quantity", messageKey: "i18n_cart_over_stock", values: { stock } }],
  });
}
