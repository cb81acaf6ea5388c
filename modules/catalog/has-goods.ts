import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { goods } from "./tables.ts";

/** Whether a product or accessory with this id exists (published or not, on any site). */
export async function hasGoods(db: Db | Tx, goodsId: number): Promise<boolean> {
  const [found] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  return found !== undefined;
}
