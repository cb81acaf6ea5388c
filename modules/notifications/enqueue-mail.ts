import type { Db, Tx } from "../../db/client.ts";
import { mailJobs } from "./tables.ts";

export type Mail = { to: string; subject: string; text: string; html: string };

/** Queues a mail; the worker sends it. Inside the caller's transaction, it is queued only if the work commits. */
export async function enqueueMail(db: Db | Tx, mail: Mail): Promise<void> {
  await db.insert(mailJobs).values(mail);
}
