// `npm run load`: the load and soak suite of issue 14. Two store instances (the production build) on one fresh
// PostgreSQL database, on loopback only, take a browse / search / add-to-cart / checkout mix at a fixed arrival
// rate for a bounded time, alternating between the instances as a round-robin proxy would. Checks p95 latency
// and the error rate against budgets and that each instance's memory stays flat, and writes docs/load.md.
//   LOAD_SECONDS (default 600: the 10-minute soak), LOAD_RATE (journeys started a second, default 40),
//   BENCH_DATABASE_URL (a PostgreSQL server to create the database on; default postgres@127.0.0.1:5432).
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { spawnBuiltServer, waitUntilReady } from "./built-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 600), 3600);
const rate = Math.min(Number(process.env.LOAD_RATE ?? 40), 500);
const adminUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
/** Journeys in flight at most; past this the generator sheds new ones and says so, rather than queue forever. */
const maxInFlight = 200;
const budgets = { p95Ms: 250, errorRate: 0.001, rssGrowth: 0.15 };
const api = { clientId: "store-web", clientSecret: "store-web-public", site: "us" };
const json = { ...api, "Content-Type": "application/json" };

type Shoppers = {
  tokens: string[];
  addressIds: number[];
  specs: { relevanceId: number; specId: number; type: number }[];
};
type Sample = { kind: string; ms: number; status: number };

const children: ChildProcess[] = [];
function run(script: string, args: string[], env: Record<string, string>, flags: string[] = []) {
  const child = spawn(process.execPath, [...flags, script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  return child;
}
const finished = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
async function runToEnd(script: string, args: string[], env: Record<string, string> = {}) {
  const code = await finished(run(script, args, env));
  if (code !== 0) throw new Error(`${path.relative(root, script)} exited ${code}`);
}
const rssMb = (pid: number) =>
  Math.round(Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);

async function timed(kind: string, samples: Sample[], url: string, init: RequestInit = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    samples.push({ kind, ms: performance.now() - started, status: response.status });
    return { status: response.status, body };
  } catch {
    samples.push({ kind, ms: performance.now() - started, status: 0 });
    return { status: 0, body: "" };
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const name = `store_load_${crypto.randomBytes(4).toString("hex")}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const env = { DATABASE_URL: databaseUrl.toString() };
let exitCode = 1;
try {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    console.log("Building for production…");
    await runToEnd(path.join(root, "node_modules/@react-router/dev/bin.cjs"), ["build"]);
  }
  await admin.unsafe(`create database "${name}"`);
  console.log("Seeding the demo catalogue and signing in 200 shoppers…");
  await runToEnd(path.join(root, "scripts/seed-demo.ts"), [], env);
  // Stock enough for every order of the run: the load is about the store's work, not about selling out.
  const store = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await store`update goods_specs set stock = 10000000`;
  await store.end();
  const shoppersFile = path.join(os.tmpdir(), `store-load-shoppers-${name}.json`);
  await runToEnd(path.join(root, "bench/create-shoppers.ts"), [shoppersFile], {
    ...env,
    BENCH_SHOPPERS: "200",
  });
  const shoppers = JSON.parse(fs.readFileSync(shoppersFile, "utf8")) as Shoppers;
  fs.rmSync(shoppersFile, { force: true });

  const instances = await Promise.all(
    [0, 1].map(async () => {
      const { server, base } = await spawnBuiltServer(env);
      children.push(server);
      await waitUntilReady(server, base, 60_000);
      return { base, server };
    }),
  );
  const list = JSON.parse(
    await (
      await fetch(`${instances[0]?.base}/api/web/goods/goods/list?type=1&pageSize=20`, { headers: api })
    ).text(),
  ) as { data: { list: { goodsRsp: { id: number } }[] } };
  const productIds = list.data.list.map((entry) => entry.goodsRsp.id);
  const keywords = ["robot", "filter", "cordless", "mop", "air fryer", "brush"];

  const samples: Sample[] = [];
  let next = 0;
  const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)] as T;
  /** One visitor's or shopper's step, on the instance whose turn it is. */
  const journeys: [number, () => Promise<void>][] = [
    [
      30,
      async () =>
        void (await timed(
          "page: product detail",
          samples,
          `${pick(instances).base}/product/detail?id=${pick(productIds)}`,
        )),
    ],
    [
      15,
      async () => void (await timed("page: product list", samples, `${pick(instances).base}/product/list`)),
    ],
    [10, async () => void (await timed("page: home", samples, `${pick(instances).base}/`))],
    [
      20,
      async () =>
        void (await timed(
          "api: search",
          samples,
          `${pick(instances).base}/api/web/goods/goods/search?keyword=${encodeURIComponent(pick(keywords))}`,
          { headers: api },
        )),
    ],
    [
      20,
      async () => {
        const shopper = next++ % shoppers.tokens.length;
        const spec = pick(shoppers.specs);
        await timed("api: add to cart", samples, `${pick(instances).base}/api/web/goods/userShopCar/save`, {
          method: "POST",
          headers: { ...json, token: shoppers.tokens[shopper] ?? "" },
          body: JSON.stringify({ ...spec, quantity: 1 }),
        });
      },
    ],
    [
      5,
      async () => {
        // A whole checkout, each step on either instance: cart, preview, submit.
        const shopper = next++ % shoppers.tokens.length;
        const headers = { ...json, token: shoppers.tokens[shopper] ?? "" };
        await timed("checkout: add", samples, `${pick(instances).base}/api/web/goods/userShopCar/save`, {
          method: "POST",
          headers,
          body: JSON.stringify({ ...shoppers.specs[0], quantity: 1 }),
        });
        const preview = await timed(
          "checkout: preview",
          samples,
          `${pick(instances).base}/api/web/order/checkout/preview`,
          {
            method: "POST",
            headers,
            body: JSON.stringify({ addressId: shoppers.addressIds[shopper] }),
          },
        );
        if (preview.status !== 200) return;
        const { total, cartVersion } = JSON.parse(preview.body).data as {
          total: number;
          cartVersion: string;
        };
        await timed("checkout: submit", samples, `${pick(instances).base}/api/web/order/checkout/submit`, {
          method: "POST",
          headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
          body: JSON.stringify({
            addressId: shoppers.addressIds[shopper],
            paymentMethod: "card",
            expectedTotal: total,
            cartVersion,
          }),
        });
      },
    ],
  ];
  const totalWeight = journeys.reduce((sum, [weight]) => sum + weight, 0);
  const startJourney = () => {
    let roll = Math.random() * totalWeight;
    for (const [weight, journey] of journeys) {
      roll -= weight;
      if (roll < 0) return journey();
    }
    return Promise.resolve();
  };

  console.log(`Load: ${rate} journeys a second for ${seconds} s against 2 instances on PostgreSQL…`);
  const rss: { at: number; mb: number[] }[] = [];
  const started = Date.now();
  let inFlight = 0;
  let shed = 0;
  let owed = 0;
  const running = new Set<Promise<void>>();
  const memory = setInterval(() => {
    rss.push({
      at: Math.round((Date.now() - started) / 1000),
      mb: instances.map((instance) => rssMb(instance.server.pid ?? 0)),
    });
  }, 10_000);
  while (Date.now() - started < seconds * 1000) {
    owed += rate / 100;
    for (; owed >= 1; owed -= 1) {
      if (inFlight >= maxInFlight) {
        shed += 1;
        continue;
      }
      inFlight += 1;
      const journey = startJourney().finally(() => {
        inFlight -= 1;
        running.delete(journey);
      });
      running.add(journey);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(running);
  clearInterval(memory);

  const kinds = [...new Set(samples.map((sample) => sample.kind))].sort();
  const rows = kinds.map((kind) => {
    const of = samples.filter((sample) => sample.kind === kind);
    const failed = of.filter((sample) => sample.status !== 200).length;
    return {
      kind,
      count: of.length,
      p50: percentile(
        of.map((s) => s.ms),
        50,
      ),
      p95: percentile(
        of.map((s) => s.ms),
        95,
      ),
      failed,
    };
  });
  const all = samples.map((sample) => sample.ms);
  const failures = samples.filter((sample) => sample.status !== 200).length;
  const p95 = percentile(all, 95);
  const errorRate = samples.length ? failures / samples.length : 1;
  // Flat memory: after a warm-up (the first quarter, at least 30 s: caches and compiled code fill), the last
  // third's highest reading against the first third's, per instance. Under two minutes of steady readings tells
  // nothing.
  const steady = rss.slice(Math.max(3, Math.floor(rss.length / 4)));
  const longEnough = steady.length >= 6;
  const third = Math.max(1, Math.floor(steady.length / 3));
  const growth = instances.map((_, index) => {
    const early = Math.max(...steady.slice(0, third).map((reading) => reading.mb[index] ?? 0));
    const late = Math.max(...steady.slice(-third).map((reading) => reading.mb[index] ?? 0));
    return early > 0 ? (late - early) / early : 0;
  });
  const checks = [
    {
      check: "p95 latency, all requests",
      budget: `≤ ${budgets.p95Ms} ms`,
      measured: `${p95.toFixed(1)} ms`,
      ok: p95 <= budgets.p95Ms,
    },
    {
      check: "error rate (not 200)",
      budget: `≤ ${budgets.errorRate * 100} %`,
      measured: `${(errorRate * 100).toFixed(3)} % (${failures} of ${samples.length})`,
      ok: errorRate <= budgets.errorRate,
    },
    { check: "journeys shed by the generator", budget: "0", measured: String(shed), ok: shed === 0 },
    ...growth.map((value, index) => ({
      check: `memory growth after warm-up, instance ${index + 1}`,
      budget: `≤ ${budgets.rssGrowth * 100} %`,
      measured: longEnough ? `${(value * 100).toFixed(1)} %` : "run too short to tell",
      ok: !longEnough || value <= budgets.rssGrowth,
    })),
  ];
  const report = [
    "# Load and soak (issue 14)",
    "",
    `Latest run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, \`LOAD_SECONDS=${seconds} LOAD_RATE=${rate} npm run load\`, ` +
      `${os.cpus().length} cores, two instances of the production build on one PostgreSQL database, loopback only. ` +
      "Journeys start at a fixed rate (30 % product pages, 15 % list pages, 10 % home, 20 % search, 20 % add to cart, " +
      "5 % a whole checkout: add, preview, submit), each request on either instance.",
    "",
    "| check | budget | measured | |",
    "| ----- | ------ | -------- | - |",
    ...checks.map(
      (check) => `| ${check.check} | ${check.budget} | ${check.measured} | ${check.ok ? "PASS" : "FAIL"} |`,
    ),
    "",
    "| request | count | p50 ms | p95 ms | not 200 |",
    "| ------- | ----: | -----: | -----: | ------: |",
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${row.count} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.failed} |`,
    ),
    "",
    `Resident memory (MB) of the two instances every 10 s: ${rss.map((reading) => `${reading.at}s ${reading.mb.join("/")}`).join(", ") || "none (shorter than 10 s)"}.`,
    "",
  ].join("\n");
  fs.writeFileSync(path.join(root, "docs/load.md"), report);
  console.log(`\n${report}`);
  exitCode = checks.every((check) => check.ok) ? 0 : 1;
} finally {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(children.filter((child) => child.exitCode === null).map(finished));
  await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
  await admin.end({ timeout: 5 });
}
process.exit(exitCode);
