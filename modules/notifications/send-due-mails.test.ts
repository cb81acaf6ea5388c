import { asc } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { startSmtpCatcher } from "../../tests/setup/smtp-catcher.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { enqueueMail } from "./enqueue-mail.ts";
import { sendDueMails } from "./send-due-mails.ts";
import { mailJobs } from "./tables.ts";

const smtp = await startSmtpCatcher({ refuse: (address) => address.startsWith("nobody@") });
afterAll(() => smtp.close());

describe.each(databaseKinds)("the mail queue on %s", (kind: DatabaseKind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const queue = async (...to: string[]) => {
    await database.db.delete(mailJobs);
    for (const address of to)
      await enqueueMail(database.db, {
        to: address,
        subject: `To ${address}`,
        text: "Hello",
        html: "<p>Hello</p>",
      });
  };
  const jobs = () => database.db.select().from(mailJobs).orderBy(asc(mailJobs.id));

  it("sends what is due, marks it sent, and retries a refused one later without losing it", async () => {
    await queue("ada@example.com", "nobody@example.com", "bob@example.com");
    const transport = nodemailer.createTransport(smtp.url);
    try {
      expect(await sendDueMails(database.db, transport, "shop@example.com")).toBe(3);
    } finally {
      transport.close();
    }
    expect(smtp.mailsTo("ada@example.com").length).toBeGreaterThan(0);
    expect(smtp.mailsTo("bob@example.com").length).toBeGreaterThan(0);
    const [ada, nobody, bob] = await jobs();
    for (const sent of [ada, bob]) {
      expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(sent?.sentAt).toBeInstanceOf(Date);
    }
    expect(nobody).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(nobody?.lastError).toMatch(/550|no such mailbox/);
    expect(nobody?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Nothing else is due now: the refused one waits for its next attempt.
    expect(await sendDueMails(database.db, null, "shop@example.com")).toBe(0);
  });

  it("keeps every due mail in the outbox when there is no SMTP server", async () => {
    await queue("ada@example.com", "bob@example.com");
    expect(await sendDueMails(database.db, null, "shop@example.com")).toBe(2);
    expect((await jobs()).map((job) => [job.status, job.attempts])).toEqual([
      ["kept", 0],
      ["kept", 0],
    ]);
  });
});
