import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";
import { mayReadMetrics } from "./store-metrics.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };

describe("health, readiness and metrics", () => {
  let database: Database;
  let draining = false;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = createApp({
      db: database.db,
      isDraining: () => draining,
      pageHandler: async () => new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } }),
    });
  });
  afterAll(() => database?.close());

  it("answers /healthz and /readyz, and says why it is not ready", async () => {
    expect((await app.request("/healthz")).status).toBe(200);
    const ready = await app.request("/readyz");
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ready" }]);
    expect(ready.headers.get("Cache-Control")).toBe("no-store");

    draining = true;
    const stopping = await app.request("/readyz");
    expect([stopping.status, await stopping.json()]).toEqual([
      503,
      { status: "unavailable", problems: ["draining"] },
    ]);
    draining = false;
  });

  it("is not ready on a database that lacks this build's newest migration", async () => {
    const [newest] = (
      (await database.db.execute(
        sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; created_at: string }[] }
    ).rows;
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = 1 where id = ${newest?.id}`,
    );
    try {
      const response = await app.request("/readyz");
      expect([response.status, (await response.json()).problems]).toEqual([503, ["migrations missing"]]);
    } finally {
      await database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${newest?.created_at} where id = ${newest?.id}`,
      );
    }
    expect((await app.request("/readyz")).status).toBe(200);
  });

  it("counts requests by route pattern and status, and reports queues and Node's own figures", async () => {
    await app.request("/api/web/goods/goods/list?pageSize=abc", { headers: client });
    await app.request("/product/detail?id=1");
    await app.request("/product/detail?id=2");
    await app.request("/healthz");
    const response = await app.request("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('store_http_requests_total{method="GET",route="page",status="200"} 2');
    expect(text).toContain(
      'store_http_requests_total{method="GET",route="/api/web/goods/goods/list",status="400"} 1',
    );
    expect(text).toContain('store_http_request_duration_seconds_count{method="GET",route="page"} 2');
    expect(text).not.toContain('route="/healthz"');
    expect(text).toContain('store_job_queue_depth{queue="mail"} 0');
    expect(text).toContain("store_database_up 1");
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d/);
  });

  it("shows /metrics only to this machine without a proxy, or to the holder of METRICS_TOKEN", async () => {
    const guarded = (token?: string) =>
      new Hono().get("/metrics", (c) => c.text(mayReadMetrics(c, token) ? "yes" : "no"));
    const ask = async (app: Hono, headers: Record<string, string> = {}) =>
      (await app.request("/metrics", { headers })).text();
    expect(await ask(guarded())).toBe("yes");
    expect(await ask(guarded(), { "X-Forwarded-For": "203.0.113.9" })).toBe("no");
    expect(await ask(guarded(), { Forwarded: "for=203.0.113.9" })).toBe("no");
    const token = "scrape-token-of-this-store";
    expect(await ask(guarded(token))).toBe("no");
    expect(await ask(guarded(token), { Authorization: "Bearer wrong-token-of-this-sto" })).toBe("no");
    expect(await ask(guarded(token), { Authorization: `Bearer ${token}` })).toBe("yes");
    expect((await app.request("/metrics", { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(
      404,
    );
  });
});
