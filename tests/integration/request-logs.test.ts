import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeAccount } from "../../app/.server/accounts/change-account.ts";
import type { Database } from "../../db/client.ts";
import { logger } from "../../lib/logger.ts";
import { createApp } from "../../server/create-app.ts";
import { captureLogOutput } from "../setup/capture-log-output.ts";
import { signedInShopper } from "../setup/page-requests.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const origin = "http://store.test";
const webClient = { clientId: "store-web", clientSecret: "store-web-public" };
const newPassword = "Cloudy2026z";

/**
 * Issue 14, item 10: a password change whose update failed logged the statement's values, the new password's
 * hash among them, and lines of one request could not be told from another's.
 */
describe.each(databaseKinds)("log lines of a request on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Every password change now fails in the database, after the new hash was computed and sent.
    await database.db.execute(sql`
      create function refuse_password_change() returns trigger language plpgsql as $$
      begin raise exception 'password changes are refused in this test'; end $$`);
    await database.db.execute(sql`
      create trigger refuse_password_change before update of password_hash on customers
      for each row execute function refuse_password_change()`);
    app = createApp({
      db: database.db,
      pageHandler: async (request, context) => {
        logger.warn("page action", { path: new URL(request.url).pathname });
        await changeAccount(request, context);
        return new Response("done");
      },
    });
  });
  afterAll(() => database?.close());

  /** The response and the lines logged while it was answered, each of them one JSON object. */
  async function logged(send: () => Response | Promise<Response>) {
    const output = captureLogOutput();
    try {
      const response = await send();
      await response.text();
      return { response, text: output.text(), lines: output.lines() };
    } finally {
      output.stop();
    }
  }

  it("logs a failed API password change without the password, its hash or the token, under the request's id", async () => {
    const shopper = await signedInShopper(database.db);
    const { response, text, lines } = await logged(() =>
      app.request(`${origin}/api/web/personalCenter/userInfo/update`, {
        method: "POST",
        headers: { ...webClient, "Content-Type": "application/json", token: shopper.token },
        body: JSON.stringify({ oldPassword: shopper.password, newPassword }),
      }),
    );
    expect(response.status).toBe(500);
    for (const secret of [newPassword, shopper.password, shopper.token, "scrypt$"])
      expect(text).not.toContain(secret);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "unhandled error",
        requestId,
        error: expect.objectContaining({ stack: expect.any(Array) }),
      }),
    );
    for (const line of lines) expect(line.requestId).toBe(requestId);
  });

  it("carries the caller's safe request id on every line of a failed page form, and replaces an unsafe one", async () => {
    const shopper = await signedInShopper(database.db);
    const changePassword = (requestId: string) =>
      app.request(`${origin}/personal/account`, {
        method: "POST",
        headers: { cookie: `session=${shopper.token}`, origin, "x-request-id": requestId },
        body: new URLSearchParams({ intent: "password", oldPassword: shopper.password, newPassword }),
      });

    const kept = await logged(() => changePassword("proxy-7f3a_01"));
    expect(kept.response.status).toBe(500);
    expect(kept.response.headers.get("x-request-id")).toBe("proxy-7f3a_01");
    expect(kept.lines.map((line) => [line.message, line.requestId])).toEqual([
      ["page action", "proxy-7f3a_01"],
      ["page error", "proxy-7f3a_01"],
    ]);
    for (const secret of [newPassword, shopper.password, shopper.token, "scrypt$"])
      expect(kept.text).not.toContain(secret);

    for (const unsafe of ['x","admin":true', "a".repeat(65)]) {
      const replaced = await logged(() => changePassword(unsafe));
      const requestId = replaced.response.headers.get("x-request-id");
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(replaced.lines.map((line) => line.requestId)).toEqual([requestId, requestId]);
    }
  });
});
