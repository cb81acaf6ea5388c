import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { goods } from "../catalog/tables.ts";

/** Throws 404 unless a product or accessory with this id exists. */
export async function requireGoods(db: Db | Tx, goodsId: number): Promise<void> {
  const [found] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!found) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
}
