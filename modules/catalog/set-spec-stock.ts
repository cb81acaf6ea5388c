import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { clearReadCache } from "../../lib/read-cache.ts";
import { PUBLISHED } from "./publish-state.ts";
import type { WhenSpecsBack } from "./specs-back.ts";
import { goods, goodsSpecs } from "./tables.ts";

/**
 * Sets the stock on hand of a spec (the back office's stock count, 0 or more). When that makes a sold-out spec of goods on
 * sale buyable again, `whenBack` runs in the same transaction, so its mails are queued exactly when the stock
 * commits. The spec and goods rows are locked first: of two writes racing, the second sees the first's stock and
 * brings nothing back. Clears the read cache after commit (ADR 0024).
 */
export async function setSpecStock(
  db: Db,
  input: { specId: number; stock: number },
  whenBack: WhenSpecsBack,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [spec] = await tx
      .select({ goodsId: goods.id, type: goods.type, publish: goods.publish, stock: goodsSpecs.stock })
      .from(goodsSpecs)
      .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
      .where(eq(goodsSpecs.id, input.specId))
      .for("update");
    if (!spec) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
    await tx.update(goodsSpecs).set({ stock: input.stock }).where(eq(goodsSpecs.id, input.specId));
    if (spec.publish === PUBLISHED && spec.stock <= 0 && input.stock > 0)
      await whenBack(tx, [{ goodsId: spec.goodsId, specId: input.specId, type: spec.type }]);
  });
  clearReadCache(db);
}
