import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { mailJobs } from "./tables.ts";

export type Mail = { to: string; subject: string; text: string; html: string };

const insertMail = prepareOnce((db) =>
  db
    .insert(mailJobs)
    .values({
      to: sql.placeholder("to"),
      subject: sql.placeholder("subject"),
      text: sql.placeholder("text"),
      html: sql.placeholder("html"),
    })
    .prepare("enqueue_mail"),
);

/** Queues a mail; the worker sends it. Inside the caller's transaction, it is queued only if the work commits. */
export async function enqueueMail(db: Db | Tx, mail: Mail): Promise<void> {
  await insertMail(db).execute({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}
