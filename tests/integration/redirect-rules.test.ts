import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { clearReadCache } from "../../lib/read-cache.ts";
import { deleteRedirectRule } from "../../modules/redirects/delete-redirect-rule.ts";
import { listRedirectRules } from "../../modules/redirects/list-redirect-rules.ts";
import { saveRedirectRule } from "../../modules/redirects/save-redirect-rule.ts";
import { redirectRules } from "../../modules/redirects/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const origin = "http://store.test";
const webClient = { clientId: "store-web", clientSecret: "store-web-public", site: "us" };

describe.each(databaseKinds)("redirect rules on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let pages: string[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    pages = [];
    app = createApp({
      db: database.db,
      pageHandler: async (request) => {
        pages.push(new URL(request.url).pathname);
        return new Response("page");
      },
    });
  });
  afterAll(() => database?.close());

  const get = (path: string, init?: RequestInit) =>
    app.request(`${origin}${path}`, { redirect: "manual", ...init });

  it("answers a permanent rule for all sites with 301 on every site, keeping the site prefix and the query", async () => {
    await saveRedirectRule(database.db, {
      site: null,
      from: "/old-vacuum",
      to: "/product/list",
      status: 301,
    });
    const plain = await get("/old-vacuum?utm_source=mail&page=2");
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe("/product/list?utm_source=mail&page=2");
    const german = await get("/de/old-vacuum/");
    expect(german.status).toBe(301);
    expect(german.headers.get("location")).toBe("/de/product/list");
    expect((await get("/us/old-vacuum")).headers.get("location")).toBe("/us/product/list");
    expect(pages).toEqual([]);
  });

  it("answers a temporary rule with 302, and a site's own rule only on that site, before the all-sites rule", async () => {
    await saveRedirectRule(database.db, { site: "fr", from: "/soldes", to: "/product/deals", status: 302 });
    const french = await get("/fr/soldes");
    expect(french.status).toBe(302);
    expect(french.headers.get("location")).toBe("/fr/product/deals");
    expect((await get("/it/soldes")).status).toBe(200);
    expect((await get("/soldes")).status).toBe(200);

    await saveRedirectRule(database.db, {
      site: "gb",
      from: "/old-vacuum",
      to: "/accessory/list",
      status: 302,
    });
    expect((await get("/gb/old-vacuum")).headers.get("location")).toBe("/gb/accessory/list");
    expect((await get("/es/old-vacuum")).headers.get("location")).toBe("/es/product/list");
  });

  it("sends to an absolute URL as given, with the query", async () => {
    await saveRedirectRule(database.db, {
      site: "de",
      from: "/blog",
      to: "https://blog.example.com/de/",
      status: 301,
    });
    const answer = await get("/de/blog?ref=footer");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("https://blog.example.com/de/?ref=footer");
  });

  it("refuses a rule to itself or one closing a loop, on a site or across all sites, and follows a chain in one hop", async () => {
    await expect(
      saveRedirectRule(database.db, { site: null, from: "/a", to: "/a/", status: 301 }),
    ).rejects.toMatchObject({ status: 409, messageKey: "i18n_redirect_loop" });
    await saveRedirectRule(database.db, { site: null, from: "/a", to: "/b", status: 301 });
    await saveRedirectRule(database.db, { site: "it", from: "/b", to: "/c?x=1", status: 302 });
    await expect(
      saveRedirectRule(database.db, { site: "it", from: "/c", to: "/a", status: 301 }),
    ).rejects.toMatchObject({
      status: 409,
      messageKey: "i18n_redirect_loop",
      values: { paths: "/a → /b → /c → /a" },
    });
    await expect(
      saveRedirectRule(database.db, { site: null, from: "/c", to: "/a", status: 301 }),
    ).rejects.toMatchObject({ status: 409 });
    // Allowed: on de the chain /c → /a → /b has no way back.
    await saveRedirectRule(database.db, { site: "de", from: "/c", to: "/a", status: 301 });

    const italian = await get("/it/a");
    expect(italian.status).toBe(302);
    expect(italian.headers.get("location")).toBe("/it/c?x=1");
    const german = await get("/de/c");
    expect(german.status).toBe(301);
    expect(german.headers.get("location")).toBe("/de/b");
  });

  it("refuses paths it cannot match and leaves the API untouched", async () => {
    for (const [input, messageKey] of [
      [
        { site: null, from: "/api/web/goods/goods/list", to: "/x", status: 301 },
        "i18n_redirect_from_invalid",
      ],
      [{ site: null, from: "/de/x", to: "/y", status: 301 }, "i18n_redirect_from_invalid"],
      [{ site: null, from: "/x?y=1", to: "/y", status: 301 }, "i18n_redirect_from_invalid"],
      [{ site: null, from: "//evil.example", to: "/y", status: 301 }, "i18n_redirect_from_invalid"],
      [{ site: null, from: "/x", to: "javascript:alert(1)", status: 301 }, "i18n_redirect_to_invalid"],
      [{ site: null, from: "/x", to: "//evil.example", status: 301 }, "i18n_redirect_to_invalid"],
      [{ site: null, from: "/x", to: "/y", status: 307 }, "i18n_redirect_status_invalid"],
      [{ site: "jp", from: "/x", to: "/y", status: 301 }, "i18n_redirect_site_invalid"],
    ] as const) {
      await expect(saveRedirectRule(database.db, input)).rejects.toMatchObject({ status: 400, messageKey });
    }
    // Even a rule written past the checks leaves the API alone.
    await database.db
      .insert(redirectRules)
      .values({ site: null, fromPath: "/api/web/missing", target: "/product/list", status: 301 });
    clearReadCache(database.db);
    const api = await get("/api/web/missing", { headers: webClient });
    expect(api.status).toBe(404);
    expect(api.headers.get("location")).toBeNull();
    expect(await api.json()).toMatchObject({ code: 404 });
  });

  it("answers the client router's data request in its own form, and a POST not at all", async () => {
    const data = await get("/de/old-vacuum.data?_routes=routes%2Fnot-found&q=1");
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe("/de/product/list?q=1");
    expect(data.headers.get("x-remix-status")).toBe("301");
    const post = await get("/old-vacuum", { method: "POST", headers: { origin } });
    expect(post.status).toBe(200);
  });

  it("replaces a rule of the same site and path, and forgets a removed rule at once", async () => {
    const saved = await saveRedirectRule(database.db, {
      site: null,
      from: "/old-vacuum",
      to: "/product/compare",
      status: 302,
    });
    expect((await listRedirectRules(database.db)).filter((rule) => rule.from === "/old-vacuum")).toHaveLength(
      2,
    );
    expect((await get("/old-vacuum")).headers.get("location")).toBe("/product/compare");
    await deleteRedirectRule(database.db, saved.id);
    expect((await get("/old-vacuum")).status).toBe(200);
    await expect(deleteRedirectRule(database.db, saved.id)).rejects.toMatchObject({ status: 404 });
  });
});
