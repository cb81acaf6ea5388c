import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Outgoing e-mail as durable jobs. `pending` waits for the worker; `sent` went out over SMTP; `kept` stays in
 * the outbox because no SMTP server is configured (the development mailbox shows it); `failed` ran out of tries.
 */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_jobs_due_idx").on(t.status, t.nextAttemptAt)],
);
