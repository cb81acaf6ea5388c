import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { PUBLISHED } from "./publish-state.ts";
import { accessoryFits, goods } from "./tables.ts";

/** Published accessories that fit any of `productIds`, best sellers first. */
export async function listFittingAccessoryIds(
  db: Db,
  productIds: number[],
  limit: number,
): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: goods.id, salesRank: goods.salesRank })
    .from(accessoryFits)
    .innerJoin(goods, eq(goods.id, accessoryFits.accessoryId))
    .where(and(inArray(accessoryFits.productId, productIds), eq(goods.publish, PUBLISHED)))
    .orderBy(asc(goods.salesRank), asc(goods.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
