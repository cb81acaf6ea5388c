import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { ContentLang } from "../../lib/sites.ts";
import { goodsSpecTranslations } from "./tables.ts";

/** The name of a spec (version) in `lang`, else in any language it has; null for an unknown id. */
export async function findSpecName(db: Db | Tx, specId: number, lang: ContentLang): Promise<string | null> {
  const [found] = await db
    .select({ name: goodsSpecTranslations.name })
    .from(goodsSpecTranslations)
    .where(eq(goodsSpecTranslations.specId, specId))
    .orderBy(sql`${goodsSpecTranslations.lang} = ${lang} desc`, goodsSpecTranslations.lang)
    .limit(1);
  return found?.name ?? null;
}
