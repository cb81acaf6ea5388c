import { and, desc, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { supportDownloads } from "./tables.ts";

export type SupportDownload =
  | { kind: "quick_start"; goodsId: number; lang: string; file: string; bytes: number; releasedAt: string }
  | { kind: "firmware"; goodsId: number; version: string; notes: string[]; releasedAt: string };

/**
 * The quick-start guides (in the site's language, else English) and firmware releases (newest first, notes in
 * the site's language) of `goodsIds`.
 */
export async function listSupportDownloads(
  db: Db,
  site: Site,
  goodsIds: number[],
): Promise<SupportDownload[]> {
  if (goodsIds.length === 0) return [];
  const rows = await db
    .select()
    .from(supportDownloads)
    .where(
      and(
        inArray(supportDownloads.goodsId, goodsIds),
        or(isNull(supportDownloads.lang), inArray(supportDownloads.lang, [site.lang, "en"])),
      ),
    )
    .orderBy(desc(supportDownloads.releasedAt), desc(supportDownloads.id));
  const downloads: SupportDownload[] = [];
  for (const row of rows) {
    const releasedAt = row.releasedAt.toISOString();
    if (row.kind === "firmware")
      downloads.push({
        kind: "firmware",
        goodsId: row.goodsId,
        version: row.version ?? "",
        notes: row.notes?.[site.lang] ?? row.notes?.en ?? [],
        releasedAt,
      });
    else if (row.file && (row.lang === site.lang || !rows.some((other) => sameGuide(other, row, site.lang))))
      downloads.push({
        kind: "quick_start",
        goodsId: row.goodsId,
        lang: row.lang ?? "en",
        file: row.file,
        bytes: row.bytes ?? 0,
        releasedAt,
      });
  }
  return downloads;
}

/** Whether `other` is the same model's quick-start guide in the site's own language. */
function sameGuide(
  other: { goodsId: number; kind: string; lang: string | null },
  row: { goodsId: number },
  lang: string,
) {
  return other.kind === "quick_start" && other.goodsId === row.goodsId && other.lang === lang;
}
