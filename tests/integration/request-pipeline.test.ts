import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { changeAccount } from "../../app/.server/accounts/change-account.ts";
import { findSignedInAccount } from "../../app/.server/accounts/find-signed-in-account.ts";
import { findCustomerId } from "../../app/.server/accounts/require-customer.ts";
import { changeAddressBook } from "../../app/.server/addresses/change-address-book.ts";
import type { Database } from "../../db/client.ts";
import * as sessions from "../../modules/accounts/find-session.ts";
import { getUserInfo } from "../../modules/accounts/get-user-info.ts";
import { listAddresses } from "../../modules/addresses/list-addresses.ts";
import { createApp, type PageHandler } from "../../server/create-app.ts";
import { signedInShopper } from "../setup/page-requests.ts";
import { openTestDatabase } from "../setup/test-databases.ts";

const origin = "http://store.test";
const webClient = { clientId: "store-web", clientSecret: "store-web-public" };

/** Both doors share one pipeline: the origin rule for cookie-authenticated writes and one shopper lookup. */
describe("request pipeline", () => {
  let database: Database;
  let handled: string[];
  let app: ReturnType<typeof createApp>;
  const pages: Record<string, PageHandler> = {
    "/personal/account": async (request, context) => {
      await changeAccount(request, context);
      return new Response("done");
    },
    "/personal/address": async (request, context) => {
      await changeAddressBook(request, context);
      return new Response("done");
    },
    "/who": async (_request, context) => {
      const ids = await Promise.all([
        findCustomerId(context),
        findCustomerId(context),
        findCustomerId(context),
      ]);
      const account = await findSignedInAccount(context);
      await findSignedInAccount(context);
      return Response.json({ ids, email: account?.email ?? null });
    },
  };
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = createApp({
      db: database.db,
      pageHandler: (request, context) => {
        const path = new URL(request.url).pathname;
        handled.push(`${request.method} ${path}`);
        return (pages[path] ?? (async () => new Response("page")))(request, context);
      },
    });
  });
  afterAll(() => database?.close());

  const form = (path: string, body: Record<string, string>, headers: Record<string, string>) =>
    app.request(`${origin}${path}`, { method: "POST", headers, body: new URLSearchParams(body) });

  it("refuses every page post from another site or naming no origin before any action runs", async () => {
    const shopper = await signedInShopper(database.db);
    const cookie = `session=${shopper.token}`;
    for (const from of ["https://evil.example", undefined]) {
      handled = [];
      const headers: Record<string, string> = from ? { cookie, origin: from } : { cookie };
      const account = await form(
        "/personal/account",
        { intent: "profile", firstName: "Eve", lastName: "E" },
        headers,
      );
      const address = await form("/de/personal/address", { intent: "save", firstName: "Eve" }, headers);
      const login = await form(
        "/user/login",
        { username: "a@example.com", password: "x" },
        from ? { origin: from } : {},
      );
      expect([account.status, address.status, login.status]).toEqual([403, 403, 403]);
      expect(await address.text()).toMatch(/anderen Website|another website/i);
      expect(handled).toEqual([]);
    }
    expect((await getUserInfo(database.db, shopper.id)).firstName).toBe("");
    expect(await listAddresses(database.db, shopper.id)).toEqual([]);

    handled = [];
    const own = await form(
      "/personal/account",
      { intent: "profile", firstName: "Ada", lastName: "L" },
      { cookie, origin },
    );
    expect(own.status).toBe(200);
    expect(handled).toEqual(["POST /personal/account"]);
    expect((await getUserInfo(database.db, shopper.id)).firstName).toBe("Ada");
  });

  it("refuses an API write carrying the session cookie from another site, in the envelope; apps send a token", async () => {
    const shopper = await signedInShopper(database.db);
    const call = (headers: Record<string, string>) =>
      app.request(`${origin}/api/web/personalCenter/userInfo/update`, {
        method: "POST",
        headers: { ...webClient, "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ firstName: "Mallory", lastName: "M", nickname: "" }),
      });
    const foreign = await call({ cookie: `session=${shopper.token}`, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 403, data: null });
    expect((await call({ token: shopper.token })).status).toBe(200);
    expect((await getUserInfo(database.db, shopper.id)).firstName).toBe("Mallory");
  });

  it("looks the shopper up once per request, however many loaders ask", async () => {
    const shopper = await signedInShopper(database.db);
    const lookups = vi.spyOn(sessions, "findSession");
    const answer = await app.request(`${origin}/who`, { headers: { cookie: `session=${shopper.token}` } });
    expect(await answer.json()).toEqual({ ids: [shopper.id, shopper.id, shopper.id], email: shopper.email });
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });
});
