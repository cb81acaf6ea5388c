import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { hasGoods } from "../catalog/has-goods.ts";

/** Throws 404 unless a product or accessory with this id exists. */
export async function requireGoods(db: Db | Tx, goodsId: number): Promise<void> {
  if (!(await hasGoods(db, goodsId))) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
}
