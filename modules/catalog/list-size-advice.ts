import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import { sizeAdviceEntries } from "./tables.ts";

export type SizeAdviceGroup = { groupKey: number; entries: { textKey: string; value: number }[] };

/** The size-advice table of a category on a site, groups 1 before 0; empty where the site has none. */
export function listSizeAdvice(db: Db, site: Site, categoryId: number): Promise<SizeAdviceGroup[]> {
  return readThrough(db, `size-advice|${site.code}|${categoryId}`, env().CATALOG_CACHE_SECONDS * 1000, () =>
    loadSizeAdvice(db, site, categoryId),
  );
}

async function loadSizeAdvice(db: Db, site: Site, categoryId: number): Promise<SizeAdviceGroup[]> {
  const rows = await db
    .select({
      groupKey: sizeAdviceEntries.groupKey,
      textKey: sizeAdviceEntries.textKey,
      value: sizeAdviceEntries.value,
    })
    .from(sizeAdviceEntries)
    .where(and(eq(sizeAdviceEntries.site, site.code), eq(sizeAdviceEntries.categoryId, categoryId)))
    .orderBy(desc(sizeAdviceEntries.groupKey), asc(sizeAdviceEntries.sort), asc(sizeAdviceEntries.id));
  const groups: SizeAdviceGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.groupKey !== row.groupKey) {
      group = { groupKey: row.groupKey, entries: [] };
      groups.push(group);
    }
    group.entries.push({ textKey: row.textKey, value: row.value });
  }
  return groups;
}
