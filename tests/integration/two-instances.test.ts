import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openPostgres } from "../../db/client.ts";
import { hashPassword } from "../../modules/accounts/hash-password.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { goodsTranslations } from "../../modules/catalog/tables.ts";
import { startSmtpCatcher } from "../setup/smtp-catcher.ts";
import { type Store, startStore, stopStores } from "../setup/store-process.ts";
import { databaseUrl, testDatabaseName } from "../setup/test-database-names.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const api = { clientId: "store-web", clientSecret: "store-web-public", "Content-Type": "application/json" };
const sessionCacheSeconds = 2;
const catalogCacheSeconds = 1;

/**
 * Issue 14, production mode: two instances on loopback share one PostgreSQL database with nothing lost —
 * sessions, rate limits, caches within their documented windows (ADR 0024), and jobs claimed once.
 */
describe.skipIf(!serverUrl)("two instances on one PostgreSQL database", () => {
  const name = testDatabaseName("test");
  let admin: postgres.Sql;
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let stores: Store[] = [];
  const call = (store: Store | undefined, path: string, init: { body?: unknown; token?: string } = {}) =>
    fetch(`http://127.0.0.1:${store?.port}${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      headers: { ...api, site: "us", ...(init.token ? { token: init.token } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  beforeAll(async () => {
    admin = postgres(serverUrl ?? "", { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${inject("testDatabases")?.postgres?.seeded}`);
    const url = databaseUrl(serverUrl ?? "", name);
    database = await openPostgres(url, 2);
    smtp = await startSmtpCatcher();
    const env = {
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      SESSION_CACHE_SECONDS: String(sessionCacheSeconds),
      CATALOG_CACHE_SECONDS: String(catalogCacheSeconds),
      CODES_PER_IP_PER_HOUR: "100000",
    };
    stores = await Promise.all([startStore(env), startStore(env)]);
  }, 120_000);
  afterAll(async () => {
    await stopStores();
    await smtp?.close();
    await database?.close();
    await admin?.unsafe(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it("serves a session started on one on the other, and ends it on both", async () => {
    const [a, b] = stores;
    const email = "both.instances@example.com";
    await database.db.insert(customers).values({ email, passwordHash: await hashPassword("Sunny2026x") });
    const signedIn = await (
      await call(a, "/api/web/login/login", { body: { email, password: "Sunny2026x" } })
    ).json();
    const token = signedIn.data.token as string;
    expect((await call(b, "/api/web/personalCenter/userInfo/get", { body: {}, token })).status).toBe(200);
    expect((await call(a, "/api/web/login/logout", { body: {}, token })).status).toBe(200);
    expect((await call(a, "/api/web/personalCenter/userInfo/get", { body: {}, token })).status).toBe(401);
    // The other instance may have kept the session for SESSION_CACHE_SECONDS (ADR 0011), never longer.
    const ended = Date.now();
    while ((await call(b, "/api/web/personalCenter/userInfo/get", { body: {}, token })).status !== 401) {
      expect(Date.now() - ended).toBeLessThan((sessionCacheSeconds + 1) * 1000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it("holds the sign-in limit across instances when wrong passwords race on both", async () => {
    const email = "guessed.on.both@example.com";
    await database.db.insert(customers).values({ email, passwordHash: await hashPassword("Sunny2026x") });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const response = await call(stores[index % 2], "/api/web/login/login", {
          body: { email, password: "Wrong2026x" },
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("shows a catalogue change on both within CATALOG_CACHE_SECONDS", async () => {
    const list = async (store: Store | undefined) =>
      JSON.stringify(await (await call(store, "/api/web/goods/goods/list?type=1&pageSize=50")).json());
    const first = JSON.parse(await list(stores[0])).data.list[0].goodsRsp;
    await Promise.all(stores.map(list));
    const renamed = `${first.name} (renamed ${Date.now()})`;
    await database.db
      .update(goodsTranslations)
      .set({ name: renamed })
      .where(sql`${goodsTranslations.goodsId} = ${first.id} and ${goodsTranslations.lang} = 'en'`);
    const changed = Date.now();
    for (const store of stores) {
      while (!(await list(store)).includes(renamed)) {
        expect(Date.now() - changed).toBeLessThan((catalogCacheSeconds + 1) * 1000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  it("sends each queued mail once, whichever instance's worker takes it", async () => {
    const addresses = Array.from({ length: 20 }, (_, index) => `claimed.once.${index}@example.com`);
    const answers = await Promise.all(
      addresses.map((email, index) =>
        call(stores[index % 2], "/api/web/login/sendCaptcha", { body: { email, type: "register" } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 200));
    for (const email of addresses) await smtp.nextMail(email, 0);
    // Both workers poll the queue; give a second chance to a double send before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(addresses.map((email) => smtp.mailsTo(email).length)).toEqual(addresses.map(() => 1));
  });
});
