import { and, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deleteCounted } from "../../db/delete-counted.ts";
import { mailJobs } from "./tables.ts";

/** Long enough to look into a delivery complaint, no longer (mails hold addresses). */
const mailsMs = 14 * 24 * 60 * 60 * 1000;

/** Deletes mails sent, failed or kept (no SMTP server) more than 14 days ago; pending ones stay (ADR 0023). */
export async function purgeOldMails(db: Db, now = new Date()) {
  return {
    mails: await deleteCounted(
      db,
      mailJobs,
      and(
        inArray(mailJobs.status, ["sent", "failed", "kept"]),
        lt(mailJobs.createdAt, new Date(now.getTime() - mailsMs)),
      ),
    ),
  };
}
