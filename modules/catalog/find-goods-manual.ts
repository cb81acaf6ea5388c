import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { ContentLang } from "../../lib/sites.ts";
import { goodsManuals } from "./tables.ts";

export type GoodsManual = {
  goodsId: number;
  lang: ContentLang;
  file: string;
  downloadName: string;
  bytes: number;
};

/** The user manual of goods in `lang`, or the English one when that language has none; null without any. */
export async function findGoodsManual(
  db: Db,
  goodsId: number,
  lang: ContentLang,
): Promise<GoodsManual | null> {
  return readThrough(db, `manual|${goodsId}|${lang}`, env().CATALOG_CACHE_SECONDS * 1000, () =>
    loadManual(db, goodsId, lang),
  );
}

async function loadManual(db: Db, goodsId: number, lang: ContentLang): Promise<GoodsManual | null> {
  const [manual] = await db
    .select({
      goodsId: goodsManuals.goodsId,
      lang: goodsManuals.lang,
      file: goodsManuals.file,
      downloadName: goodsManuals.downloadName,
      bytes: goodsManuals.bytes,
    })
    .from(goodsManuals)
    .where(and(eq(goodsManuals.goodsId, goodsId), inArray(goodsManuals.lang, [lang, "en"])))
    .orderBy(sql`${goodsManuals.lang} = ${lang} desc`)
    .limit(1);
  return manual ? { ...manual, lang: manual.lang as ContentLang } : null;
}
