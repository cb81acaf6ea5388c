import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { goodsSpecs } from "./tables.ts";

/**
 * The stock on hand of each spec, read now (never from a cache), for answers that show stock beside
 * another module's rows (the cart's lines). A spec that no longer exists is absent from the map.
 */
export async function loadSpecStocks(db: Db | Tx, specIds: number[]): Promise<Map<number, number>> {
  if (specIds.length === 0) return new Map();
  const rows = await db
    .select({ id: goodsSpecs.id, stock: goodsSpecs.stock })
    .from(goodsSpecs)
    .where(inArray(goodsSpecs.id, [...new Set(specIds)]));
  return new Map(rows.map((row) => [row.id, row.stock]));
}
