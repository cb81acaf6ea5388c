import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { goodsSpecs } from "./tables.ts";

const selectStocks = prepareOnce((db) =>
  db
    .select({ id: goodsSpecs.id, stock: goodsSpecs.stock })
    .from(goodsSpecs)
    .where(sql`${goodsSpecs.id} = any(${sql.placeholder("ids")})`)
    .prepare("load_spec_stocks"),
);

/**
 * The stock on hand of each spec, read now (never from a cache), for answers that show stock beside
 * another module's rows (the cart's lines). A spec that no longer exists is absent from the map.
 */
export async function loadSpecStocks(db: Db | Tx, specIds: number[]): Promise<Map<number, number>> {
  if (specIds.length === 0) return new Map();
  const rows = await selectStocks(db).execute({ ids: [...new Set(specIds)] });
  return new Map(rows.map((row) => [row.id, row.stock]));
}
