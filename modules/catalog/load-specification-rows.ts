import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import type { CompareItem } from "./discovery-schemas.ts";
import type { GoodsEntry } from "./schemas.ts";
import { goodsTranslations } from "./tables.ts";

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
          entries.map((entry) => entry.goodsRsp.id),
        ),
      ),
    );
  const byGoods = new Map(rows.map((row) => [row.goodsId, row.specifications]));
  return entries.map((entry) => ({ ...entry, specifications: byGoods.get(entry.goodsRsp.id) ?? [] }));
}
