import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { resolveSite } from "../../lib/sites.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { sendSupportMessage } from "../../modules/support/send-support-message.ts";
import { supportMessages } from "../../modules/support/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

describe.each(databaseKinds)("support messages on %s", (kind: DatabaseKind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
  });
  afterAll(() => database?.close());

  it("keeps the message for the staff and acknowledges it by mail in the site's language, with its reference", async () => {
    const email = `asker.${Date.now()}@example.com`;
    const { ticket } = await sendSupportMessage(
      database.db,
      resolveSite("fr"),
      { name: "Ada", email, message: "Mon robot ne charge plus depuis hier." },
      "203.0.113.7",
    );
    expect(ticket).toMatch(/^S-\d{6,}$/);
    const [saved] = await database.db.select().from(supportMessages).where(eq(supportMessages.email, email));
    expect(saved).toMatchObject({ site: "fr", status: "new", goodsId: null });
    const [mail] = await database.db.select().from(mailJobs).where(eq(mailJobs.to, email));
    expect(mail?.subject).toBe(catalogues.fr.i18n_support_mail_subject.replace("{ticket}", ticket));
    expect(mail?.text).toContain("Mon robot ne charge plus depuis hier.");
  });

  it("limits the messages one IP may send in an hour, with a translated refusal", async () => {
    const send = () =>
      sendSupportMessage(
        database.db,
        resolveSite("de"),
        { name: "Bo", email: "bo@example.com", message: "A question about my order." },
        "198.51.100.9",
      );
    for (let index = 0; index < env().SUPPORT_MESSAGES_PER_IP_PER_HOUR; index++) await send();
    await expect(send()).rejects.toMatchObject({ status: 429, messageKey: "i18n_support_error_rate" });
  });

  it("holds the per-IP limit when messages from one IP race", async () => {
    const ip = `198.51.100.77-race-${kind}`;
    const limit = env().SUPPORT_MESSAGES_PER_IP_PER_HOUR;
    const outcomes = await Promise.allSettled(
      Array.from({ length: limit * 4 }, (_, index) =>
        sendSupportMessage(
          database.db,
          resolveSite("us"),
          { name: "Cy", email: `cy${index}@example.com`, message: "Where is my order, please?" },
          ip,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(limit);
    expect(await database.db.$count(supportMessages, eq(supportMessages.requestedIp, ip))).toBe(limit);
  });
});
