import { sql } from "drizzle-orm";
import type { Tx } from "./client.ts";

/**
 * Holds a lock named `key` until the caller's transaction ends, on every instance sharing the database: what
 * counts recent rows and then inserts one (a per-IP limit) runs one caller at a time for that key, so racing
 * requests cannot all pass the count.
 */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
