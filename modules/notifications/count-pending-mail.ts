import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailJobs } from "./tables.ts";

/** Mails waiting for the worker: the mail queue's depth. */
export function countPendingMail(db: Db): Promise<number> {
  return db.$count(mailJobs, eq(mailJobs.status, "pending"));
}
