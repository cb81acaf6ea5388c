import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { MAX_QUANTITY } from "./cart-arithmetic-schemas.ts";
import { overStockError, requireSpecForCart } from "./require-spec-for-cart.ts";
import { cartLines } from "./tables.ts";

/**
 * Sets the spec and quantity of one of the shopper's lines (another's id is not found). Changing to a spec that
 * already has a line joins the two (capped at 999), so a spec never stands twice in a cart. The line is locked
 * for the change, so two tabs editing it at once apply one after the other.
 */
export async function updateCartLine(
  db: Db,
  customerId: number,
  site: Site,
  input: { id: number; relevanceId: number; specId: number; type: number; quantity: number },
): Promise<{ id: number; quantity: number }> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(cartLines)
      .where(
        and(eq(cartLines.id, input.id), eq(cartLines.customerId, customerId), eq(cartLines.site, site.code)),
      )
      .for("update");
    if (!line) throw new AppError("NOT_FOUND", "i18n_cart_line_not_found");
    if (input.relevanceId !== line.goodsId) {
      throw new AppError("BAD_REQUEST", "i18n_error_validation", {
        fields: [{ field: "relevanceId", messageKey: "i18n_error_invalid_value" }],
      });
    }
    const spec = await requireSpecForCart(tx, site, input);
    if (spec.specId === line.specId) {
      await tx
        .update(cartLines)
        .set({ quantity: input.quantity, updatedAt: new Date() })
        .where(eq(cartLines.id, line.id));
      return { id: line.id, quantity: input.quantity };
    }
    const summed = sql`least(${MAX_QUANTITY}, ${cartLines.quantity} + ${input.quantity})`;
    const [joined] = await tx
      .update(cartLines)
      .set({ quantity: summed, updatedAt: new Date() })
      .where(
        and(
          eq(cartLines.customerId, customerId),
          eq(cartLines.site, site.code),
          eq(cartLines.specId, spec.specId),
        ),
      )
      .returning({ id: cartLines.id, quantity: cartLines.quantity });
    if (joined) {
      if (joined.quantity > spec.stock) throw overStockError(spec.stock);
      await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      return joined;
    }
    await tx
      .update(cartLines)
      .set({ specId: spec.specId, quantity: input.quantity, updatedAt: new Date() })
      .where(eq(cartLines.id, line.id));
    return { id: line.id, quantity: input.quantity };
  });
}
