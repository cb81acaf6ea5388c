import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clearReadCache } from "../lib/read-cache.ts";
import type { ApiEnv } from "./api-env.ts";
import { keptApiAnswers } from "./kept-api-answers.ts";
import { assignRequestId } from "./middleware/assign-request-id.ts";
import { compressResponses } from "./middleware/compress-responses.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
const listPath = "/api/web/goods/goods/list";

/** An app whose list answer counts its calls and says which site, query and call it answered. */
function store(keepMs = 5_000) {
  const db = {};
  const served: string[] = [];
  let calls = 0;
  const app = new Hono<ApiEnv>();
  app.use(
    keptApiAnswers({
      db,
      paths: new Set([listPath]),
      keepMs: async () => keepMs,
      onServed: (_c, route, ms) => {
        expect(ms).toBeGreaterThanOrEqual(0);
        served.push(route);
      },
    }),
  );
  app.use(assignRequestId);
  app.use(compressResponses());
  app.get(listPath, (c) => {
    calls += 1;
    if (c.req.query("fail")) return c.json({ code: 400 }, 400);
    c.header("X-Content-Type-Options", "nosniff");
    const site = c.req.header("site") ?? "us";
    return c.json({ site, query: c.req.query(), call: calls, padding: "x".repeat(2_000) });
  });
  app.get("/api/web/goods/goods/get", (c) => {
    calls += 1;
    return c.json({ call: calls });
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { ...client, ...headers } });
  return { db, app, get, served, calls: () => calls };
}

describe("kept API answers", () => {
  it("serves a repeated read from the kept answer, with the headers of the first and its own request id", async () => {
    const { get, calls, served } = store();
    const first = await get(`${listPath}?pageNum=1`);
    const again = await get(`${listPath}?pageNum=1`, { "X-Request-Id": "caller-id-1" });
    expect(calls()).toBe(1);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get("X-Request-Id")).toBe("caller-id-1");
    expect(first.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(again.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(again.headers.get("Vary")).toBe("Accept-Encoding");
    expect(again.headers.get("Age")).toBe("0");
    expect(served).toEqual([listPath]);

    const unsafe = await get(`${listPath}?pageNum=1`, { "X-Request-Id": "a b" });
    expect(unsafe.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps apart what the answer depends on: site, query and encoding", async () => {
    const { get, calls } = store();
    await get(`${listPath}?pageNum=1`);
    const german = await get(`${listPath}?pageNum=1`, { site: "de" });
    expect((await german.json()).site).toBe("de");
    const second = await get(`${listPath}?pageNum=2`);
    expect((await second.json()).query).toEqual({ pageNum: "2" });
    const gzip = await get(`${listPath}?pageNum=1`, { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(calls()).toBe(4);

    const gzipAgain = await get(`${listPath}?pageNum=1`, { "Accept-Encoding": "gzip" });
    expect(gzipAgain.headers.get("Content-Encoding")).toBe("gzip");
    const unzipped = JSON.parse(zlib.gunzipSync(Buffer.from(await gzipAgain.arrayBuffer())).toString());
    expect(unzipped).toMatchObject({ site: "us", call: 4 });
    const plainAgain = await get(`${listPath}?pageNum=1`);
    expect(plainAgain.headers.get("Content-Encoding")).toBeNull();
    expect((await plainAgain.json()).call).toBe(1);
    expect(calls()).toBe(4);
  });

  it("passes a caller without valid client credentials on to the pipeline, kept answer or not", async () => {
    const { app, get, calls } = store();
    await get(listPath);
    const wrongSecret = await app.request(listPath, {
      headers: { clientId: "store-web", clientSecret: "guess" },
    });
    const none = await app.request(listPath);
    expect(calls()).toBe(3);
    expect((await wrongSecret.json()).call).toBe(2);
    expect((await none.json()).call).toBe(3);
  });

  it("keeps only 200 answers of the listed paths, and only for as long as it is told", async () => {
    const failing = store();
    await failing.get(`${listPath}?fail=1`);
    await failing.get(`${listPath}?fail=1`);
    await failing.get("/api/web/goods/goods/get");
    await failing.get("/api/web/goods/goods/get");
    expect(failing.calls()).toBe(4);

    const unkept = store(0);
    await unkept.get(listPath);
    const unkeptAgain = await unkept.get(listPath);
    expect(unkept.calls()).toBe(2);
    expect((await unkeptAgain.json()).call).toBe(2);

    const brief = store(30);
    await brief.get(listPath);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await (await brief.get(listPath)).json()).call).toBe(2);
  });

  it("drops every kept answer when a catalogue write clears the read cache", async () => {
    const { db, get, calls } = store();
    await get(listPath);
    await get(listPath, { site: "fr" });
    clearReadCache(db);
    expect((await (await get(listPath)).json()).call).toBe(3);
    expect((await (await get(listPath, { site: "fr" })).json()).call).toBe(4);
    expect(calls()).toBe(4);
  });

  it("does not keep an answer made before a write that cleared the read cache meanwhile", async () => {
    const db = {};
    let calls = 0;
    const app = new Hono<ApiEnv>();
    app.use(
      keptApiAnswers({ db, paths: new Set([listPath]), keepMs: async () => 5_000, onServed: () => {} }),
    );
    app.get(listPath, (c) => {
      calls += 1;
      // A catalogue write lands while this answer is being made from what was read before it.
      if (calls === 1) clearReadCache(db);
      return c.json({ call: calls });
    });
    const get = () => app.request(listPath, { headers: client });
    await get();
    expect((await (await get()).json()).call).toBe(2);
    expect((await (await get()).json()).call).toBe(2);
  });
});
