import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { rowsOf } from "./rows-of.ts";

const journalFile = path.resolve(process.cwd(), "db/migrations/meta/_journal.json");
let newestKnown: number | undefined;

/**
 * True when the database has every migration this build knows (drizzle records each applied one with the
 * journal's `when`); a database restored from an older backup, or migrated by nobody yet, is not.
 */
export async function checkMigrationsApplied(db: Db): Promise<boolean> {
  newestKnown ??= Math.max(
    ...(JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { when: number }[] }).entries.map(
      (entry) => entry.when,
    ),
  );
  const [row] = rowsOf<{ newest: string | number | null }>(
    await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
  );
  return Number(row?.newest ?? 0) >= newestKnown;
}
