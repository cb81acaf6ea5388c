import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailJobs } from "./tables.ts";

/** The newest mails, for the development mailbox page. */
export function listOutbox(db: Db, limit = 50) {
  return db.select().from(mailJobs).orderBy(desc(mailJobs.id)).limit(limit);
}
