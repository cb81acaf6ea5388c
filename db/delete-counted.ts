import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** Deletes the rows of `table` that match `where` and answers how many went (for purge logs). */
export async function deleteCounted(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  return (await db.delete(table).where(where).returning({ one: sql`1` })).length;
}
