import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { parseEnv } from "../../lib/env.ts";
import { enqueueMail } from "../../modules/notifications/enqueue-mail.ts";
import { openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createPageContext } from "./context.ts";
import { devMailboxEnabled, loadDevMailbox } from "./load-dev-mailbox.ts";

describe("development mailbox", () => {
  it("is on only while mail stays in the outbox and DEV_MAILBOX is not false, in production too", () => {
    expect(devMailboxEnabled(parseEnv({ NODE_ENV: "production" }))).toBe(true);
    expect(devMailboxEnabled(parseEnv({ NODE_ENV: "production", DEV_MAILBOX: "false" }))).toBe(false);
    expect(devMailboxEnabled(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }))).toBe(false);
    expect(() => parseEnv({ DEV_MAILBOX: "yes" })).toThrow(/DEV_MAILBOX/);
  });

  describe("listing", () => {
    let database: Database;
    beforeAll(async () => {
      delete process.env.SMTP_URL;
      database = await openTestDatabase("pglite");
    });
    afterAll(() => database?.close());

    it("lists the kept mails newest first with subject, recipient and body", async () => {
      for (const n of [1, 2]) {
        await enqueueMail(database.db, {
          to: `reader${n}@example.com`,
          subject: `Code ${n}`,
          text: `Your code\n\n12345${n}`,
          html: "<p>x</p>",
        });
      }
      const context = createPageContext({
        db: database.db,
        requestId: "test",
        nonce: "",
        ip: "local",
        wakeMailWorker: () => {},
      });
      const result = await loadDevMailbox(context);
      expect(result.data.mails.map((mail) => [mail.subject, mail.to])).toEqual([
        ["Code 2", "reader2@example.com"],
        ["Code 1", "reader1@example.com"],
      ]);
      expect(result.data.mails[0]?.text).toContain("123452");
      expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
    });
  });
});
