import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import type { Site } from "../../lib/sites.ts";
import { goods, goodsSpecs, specPrices } from "./tables.ts";

export type SpecOnSite = { goodsId: number; specId: number; type: number; publish: number; stock: number };

const selectSpec = prepareOnce((db: Db | Tx) =>
  db
    .select({
      goodsId: goods.id,
      specId: goodsSpecs.id,
      type: goods.type,
      publish: goods.publish,
      stock: goodsSpecs.stock,
    })
    .from(goodsSpecs)
    .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
    .innerJoin(
      specPrices,
      and(eq(specPrices.specId, goodsSpecs.id), eq(specPrices.site, sql.placeholder("site"))),
    )
    .where(
      and(eq(goodsSpecs.id, sql.placeholder("specId")), eq(goodsSpecs.goodsId, sql.placeholder("goodsId"))),
    )
    .limit(1)
    .prepare("find_spec_on_site"),
);

/**
 * The spec `specId` of goods `goodsId` when it is sold on `site` (priced there) and, when `type` is given, the
 * goods are of that type (1 product, otherwise accessory); null otherwise. Delisted goods are returned with
 * their publish flag.
 */
export async function findSpecOnSite(
  db: Db | Tx,
  site: Site,
  input: { goodsId: number; specId: number; type?: number },
): Promise<SpecOnSite | null> {
  const [row] = await selectSpec(db).execute({
    site: site.code,
    specId: input.specId,
    goodsId: input.goodsId,
  });
  if (!row) return null;
  if (input.type === undefined) return row;
  const isProduct = row.type === 1;
  return isProduct === (input.type === 1) ? row : null;
}
