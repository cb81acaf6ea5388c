import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { ContentLang } from "../../lib/sites.ts";
import { goodsTranslations } from "./tables.ts";

/** The name of a product or accessory in `lang`, else in any language it has; null for an unknown id. */
export async function findGoodsName(db: Db | Tx, goodsId: number, lang: ContentLang): Promise<string | null> {
  const [found] = await db
    .select({ name: goodsTranslations.name })
    .from(goodsTranslations)
    .where(eq(goodsTranslations.goodsId, goodsId))
    .orderBy(sql`${goodsTranslations.lang} = ${lang} desc`, goodsTranslations.lang)
    .limit(1);
  return found?.name ?? null;
}
