import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { clearReadCache } from "../../lib/read-cache.ts";
import { PUBLISHED } from "./publish-state.ts";
import { refreshSearchIndex } from "./refresh-search-index.ts";
import type { WhenSpecsBack } from "./specs-back.ts";
import { goods, goodsSpecs } from "./tables.ts";

/**
 * Puts goods on sale (`PUBLISHED`) or delists them (any other value). Publishing delisted goods brings back
 * their specs in stock: `whenBack` runs for them in the same transaction. The goods row is locked first, so of
 * two writes racing the second sees the first's state. Refreshes the goods' search documents in the
 * transaction and clears the read cache after commit (ADR 0024).
 */
export async function setGoodsPublishState(
  db: Db,
  input: { goodsId: number; publish: number },
  whenBack: WhenSpecsBack,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ type: goods.type, publish: goods.publish })
      .from(goods)
      .where(eq(goods.id, input.goodsId))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
    if (row.publish === input.publish) return;
    await tx
      .update(goods)
      .set({ publish: input.publish, updatedAt: sql`now()` })
      .where(eq(goods.id, input.goodsId));
    await refreshSearchIndex(tx, [input.goodsId]);
    if (input.publish !== PUBLISHED || row.publish === PUBLISHED) return;
    const inStock = await tx
      .select({ specId: goodsSpecs.id })
      .from(goodsSpecs)
      .where(and(eq(goodsSpecs.goodsId, input.goodsId), gt(goodsSpecs.stock, 0)))
      .orderBy(goodsSpecs.id);
    if (inStock.length > 0)
      await whenBack(
        tx,
        inStock.map(({ specId }) => ({ goodsId: input.goodsId, specId, type: row.type })),
      );
  });
  clearReadCache(db);
}
