import { timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../../db/client.ts";
import { isLoopbackAddress } from "../../lib/is-loopback.ts";
import { countPendingMail } from "../../modules/notifications/count-pending-mail.ts";
import { countRequestedRefunds } from "../../modules/payments/count-requested-refunds.ts";
import { clientIp } from "../client-ip.ts";

/** Paths that are not shoppers' traffic: probes and the scrape itself. */
const operationsPaths = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The process's Prometheus metrics: Node's own (CPU, memory, heap, event-loop lag, handles), requests by
 * method, route pattern and status with a latency histogram, the job queues' depth and whether the database
 * answers, both read when scraped.
 */
export function createStoreMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "store_http_requests_total",
    help: "Requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "store_http_request_duration_seconds",
    help: "Time to the response's headers, by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: "store_job_queue_depth",
    help: "Jobs waiting, by queue",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      const [mail, refunds] = await Promise.all([countPendingMail(db), countRequestedRefunds(db)]);
      this.set({ queue: "mail" }, mail);
      this.set({ queue: "refunds" }, refunds);
    },
  });
  new Gauge({
    name: "store_database_up",
    help: "1 when the database answered the scrape's queries",
    registers: [registry],
    async collect() {
      this.set(
        await countPendingMail(db).then(
          () => 1,
          () => 0,
        ),
      );
    },
  });

  /** Counts one answered request; `route` is the pattern that answered (`routeLabel`). */
  const countRequest = (method: string, route: string, status: number, seconds: number) => {
    duration.observe({ method, route }, seconds);
    requests.inc({ method, route, status: String(status) });
  };
  const measureRequests: MiddlewareHandler = async (c, next) => {
    if (operationsPaths.has(c.req.path)) return next();
    const started = performance.now();
    await next();
    countRequest(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
  };
  return { registry, measureRequests, countRequest };
}

/** The pattern that answered, never the raw path (one series per route, not per product); pages are one. */
export function routeLabel(c: Context): string {
  const pattern = routePath(c);
  return pattern === "*" || pattern === "/*" ? "page" : pattern;
}

/**
 * Who may read /metrics: with `METRICS_TOKEN` set, a caller sending it as a bearer token; without it, only a
 * caller on this machine that came through no proxy (a proxy adds Forwarded or X-Forwarded-For, and would
 * otherwise make every visitor look local).
 */
export function mayReadMetrics(c: Context, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(c.req.header("Authorization") ?? "");
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  if (c.req.header("Forwarded") || c.req.header("X-Forwarded-For")) return false;
  const ip = clientIp(c);
  return ip === "local" || isLoopbackAddress(ip);
}
