import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { inOrder, loadGoodsEntries } from "./load-goods-entries.ts";
import { PUBLISHED } from "./publish-state.ts";
import { goods } from "./tables.ts";

/** The goods on sale on the site among `slugs`, in the order given (how content pages name them). */
export async function listGoodsBySlugs(db: Db, site: Site, slugs: string[]): Promise<GoodsEntry[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: goods.id, slug: goods.slug })
    .from(goods)
    .where(and(inArray(goods.slug, slugs), eq(goods.publish, PUBLISHED)));
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const ids = slugs.flatMap((slug) => idBySlug.get(slug) ?? []);
  return inOrder(ids, await loadGoodsEntries(db, ids, site));
}
