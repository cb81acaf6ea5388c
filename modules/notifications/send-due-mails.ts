import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Transporter } from "nodemailer";
import type { Db, Tx } from "../../db/client.ts";
import { mailJobs } from "./tables.ts";

const maxAttempts = 8;
const batchSize = 20;

/**
 * Sends the mails that are due, a batch at a time. Rows are claimed with FOR UPDATE SKIP LOCKED so several
 * instances never send the same mail; a failure is retried with a growing delay (1 min, 2, 4 … capped at 1 h)
 * and the mail is never dropped. Without a transport, mails stay in the outbox as `kept`.
 */
export async function sendDueMails(db: Db, transport: Transporter | null, from: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.status, "pending"), lte(mailJobs.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailJobs.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (!transport) {
      await markAll(tx, due, { status: "kept" });
      return due.length;
    }
    const sent: MailJob[] = [];
    for (const mail of due) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        sent.push(mail);
      } catch (error) {
        const attempts = mail.attempts + 1;
        const delayMinutes = Math.min(60, 2 ** (attempts - 1));
        await tx
          .update(mailJobs)
          .set({
            attempts,
            status: attempts >= maxAttempts ? "failed" : "pending",
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            nextAttemptAt: sql`now() + make_interval(mins => ${delayMinutes})`,
          })
          .where(eq(mailJobs.id, mail.id));
      }
    }
    // The batch's sent mails in one statement: under a burst of orders, one a mail was a statement per order.
    await markAll(tx, sent, {
      status: "sent",
      sentAt: new Date(),
      attempts: sql`${mailJobs.attempts} + 1`,
      lastError: null,
    });
    return due.length;
  });
}

type MailJob = typeof mailJobs.$inferSelect;

async function markAll(tx: Tx, mails: MailJob[], change: PgUpdateSetSource<typeof mailJobs>): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .update(mailJobs)
    .set(change)
    .where(
      inArray(
        mailJobs.id,
        mails.map((mail) => mail.id),
      ),
    );
}
