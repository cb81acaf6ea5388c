import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { parseEnv } from "../../../lib/env.ts";
import { enqueueMail } from "../../../modules/notifications/enqueue-mail.ts";
import { isDevMailboxOn, isDevMailboxOpenTo } from "../../../modules/notifications/is-dev-mailbox-open.ts";
import { createPageContext } from "../../../server/request/page-context.ts";
import { resolveShopper } from "../../../server/request/shopper.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { loadDevMailbox } from "./load-dev-mailbox.ts";

describe("development mailbox", () => {
  it("is on only while mail stays in the outbox, DEV_MAILBOX is not false and the store is on loopback", () => {
    expect(isDevMailboxOn(parseEnv({ NODE_ENV: "production" }))).toBe(true);
    expect(isDevMailboxOn(parseEnv({ NODE_ENV: "production", DEV_MAILBOX: "false" }))).toBe(false);
    expect(isDevMailboxOn(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }))).toBe(false);
    expect(isDevMailboxOn(parseEnv({ PUBLIC_URL: "http://127.0.0.1:8080" }))).toBe(true);
    expect(isDevMailboxOn(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" }))).toBe(
      false,
    );
    expect(() => parseEnv({ DEV_MAILBOX: "yes" })).toThrow(/DEV_MAILBOX/);
  });

  it("opens only to callers on this machine, by the socket's address", () => {
    const config = parseEnv({ NODE_ENV: "production" });
    expect(isDevMailboxOpenTo("127.0.0.1", config)).toBe(true);
    expect(isDevMailboxOpenTo("::1", config)).toBe(true);
    expect(isDevMailboxOpenTo("::ffff:127.0.0.1", config)).toBe(true);
    expect(isDevMailboxOpenTo("203.0.113.9", config)).toBe(false);
    expect(isDevMailboxOpenTo("10.1.2.3", config)).toBe(false);
    expect(isDevMailboxOpenTo("127.0.0.1", parseEnv({ PUBLIC_URL: "https://shop.example.com" }))).toBe(false);
  });

  describe("listing", () => {
    let database: Database;
    beforeAll(async () => {
      delete process.env.SMTP_URL;
      database = await openTestDatabase("pglite");
    });
    afterAll(() => database?.close());

    const contextFor = (ip: string) =>
      createPageContext({
        db: database.db,
        requestId: "test",
        nonce: "",
        ip,
        wakeMailWorker: () => {},
        shopper: resolveShopper(database.db, { header: null, cookie: null }),
      });

    it("lists the kept mails newest first with subject, recipient and body", async () => {
      for (const n of [1, 2]) {
        await enqueueMail(database.db, {
          to: `reader${n}@example.com`,
          subject: `Code ${n}`,
          text: `Your code\n\n12345${n}`,
          html: "<p>x</p>",
        });
      }
      const result = await loadDevMailbox(contextFor("127.0.0.1"));
      expect(result.data.mails.map((mail) => [mail.subject, mail.to])).toEqual([
        ["Code 2", "reader2@example.com"],
        ["Code 1", "reader1@example.com"],
      ]);
      expect(result.data.mails[0]?.text).toContain("123452");
      expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
    });

    it("answers 404 to a caller from another machine", async () => {
      await expect(loadDevMailbox(contextFor("198.51.100.7"))).rejects.toMatchObject({
        init: { status: 404 },
      });
    });
  });
});
