import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import type { SpecificationRow } from "./specification-row.ts";
import { goodsTranslations } from "./tables.ts";

/** A product with its specification rows, as a comparison shows it. */
export type CompareItem = GoodsEntry & { specifications: SpecificationRow[] };

/** The entries with their specification rows in the site's language: what a comparison lines up. */
export async function withSpecificationRows(
  db: Db,
  site: Site,
  entries: GoodsEntry[],
): Promise<CompareItem[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .select({ goodsId: goodsTranslations.goodsId, specifications: goodsTranslations.specifications })
    .from(goodsTranslations)
    .where(
      and(
        eq(goodsTranslations.lang, site.lang),
        inArray(
          goodsTranslations.goodsId,
          entries.map((entry) => entry.goods.id),
        ),
      ),
    );
  const byGoods = new Map(rows.map((row) => [row.goodsId, row.specifications]));
  return entries.map((entry) => ({ ...entry, specifications: byGoods.get(entry.goods.id) ?? [] }));
}
