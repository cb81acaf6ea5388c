import fs from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { supportFilePath, supportFilePattern } from "./support-files.ts";
import { supportDownloads } from "./tables.ts";

/** A quick-start guide's bytes and language by its file name; null when no download has that file. */
export async function readSupportFile(
  db: Db,
  file: string,
): Promise<{ content: Buffer; lang: string } | null> {
  if (!supportFilePattern.test(file)) return null;
  const [row] = await db
    .select({ lang: supportDownloads.lang })
    .from(supportDownloads)
    .where(and(eq(supportDownloads.file, file), eq(supportDownloads.kind, "quick_start")))
    .limit(1);
  if (!row) return null;
  const content = await fs.readFile(supportFilePath(file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return content ? { content, lang: row.lang ?? "en" } : null;
}
