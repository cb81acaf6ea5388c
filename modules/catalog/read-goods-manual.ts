import fs from "node:fs/promises";
import type { Db } from "../../db/client.ts";
import type { ContentLang } from "../../lib/sites.ts";
import { findGoodsManual, type GoodsManual } from "./find-goods-manual.ts";
import { manualPath } from "./manual-files.ts";

/** The manual of goods in `lang` (or English) with its file's bytes; null when there is none or its file is missing. */
export async function readGoodsManual(
  db: Db,
  goodsId: number,
  lang: ContentLang,
): Promise<(GoodsManual & { content: Buffer }) | null> {
  const manual = await findGoodsManual(db, goodsId, lang);
  if (!manual) return null;
  const content = await fs.readFile(manualPath(manual.file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return content ? { ...manual, content } : null;
}
