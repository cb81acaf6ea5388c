import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import type { Site } from "../../lib/sites.ts";
import { getEffectivePrices, type SpecPrice } from "./get-effective-prices.ts";
import { goods, goodsImages, goodsSpecs, goodsTranslations } from "./tables.ts";

export type OrderableSpec = {
  specId: number;
  goodsId: number;
  type: number;
  publish: number;
  name: string;
  specAbbr: string;
  img: string;
  price: SpecPrice;
};

const firstImage = sql<string | null>`(select ${goodsImages.media} from ${goodsImages}
  where ${goodsImages.goodsId} = ${goods.id} order by ${goodsImages.sort}, ${goodsImages.id} limit 1)`;

const selectSpecs = prepareOnce((db) =>
  db
    .select({
      specId: goodsSpecs.id,
      goodsId: goods.id,
      type: goods.type,
      publish: goods.publish,
      name: goodsTranslations.name,
      specAbbr: goodsSpecs.abbr,
      img: firstImage,
    })
    .from(goodsSpecs)
    .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
    .innerJoin(
      goodsTranslations,
      and(eq(goodsTranslations.goodsId, goods.id), eq(goodsTranslations.lang, sql.placeholder("lang"))),
    )
    .where(sql`${goodsSpecs.id} = any(${sql.placeholder("ids")})`)
    .prepare("load_orderable_specs"),
);

/**
 * What an order needs of each spec on a site, read from the database without any cache: its goods' name in the
 * site's language, first image, type and publish state, and the price charged right now. A spec not sold on the
 * site is missing from the map.
 */
export async function loadOrderableSpecs(
  db: Db,
  site: Site,
  specIds: readonly number[],
  now = new Date(),
): Promise<Map<number, OrderableSpec>> {
  const specs = new Map<number, OrderableSpec>();
  const ids = [...new Set(specIds)];
  if (ids.length === 0) return specs;
  const [rows, prices] = await Promise.all([
    selectSpecs(db).execute({ lang: site.lang, ids }),
    getEffectivePrices(db, site, ids, now),
  ]);
  for (const row of rows) {
    const price = prices.get(row.specId);
    if (price) specs.set(row.specId, { ...row, img: row.img ?? "", price });
  }
  return specs;
}
