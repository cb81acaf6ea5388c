import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { goodsSpecs } from "./tables.ts";

/** Units in stock per spec id. */
export async function loadSpecStock(db: Db, specIds: number[]): Promise<Map<number, number>> {
  if (specIds.length === 0) return new Map();
  const rows = await db
    .select({ id: goodsSpecs.id, stock: goodsSpecs.stock })
    .from(goodsSpecs)
    .where(inArray(goodsSpecs.id, specIds));
  return new Map(rows.map((row) => [row.id, row.stock]));
}
