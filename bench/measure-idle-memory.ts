// The idle resident memory of `npm run bench` on PostgreSQL, alone and repeatable: the demo catalogue seeded
// (and the bench's shoppers signed in) once into a template database, then per reading a fresh database from
// it, the built server started as the bench starts it, the bench's four warm-ups (10 connections, 3 s each),
// 2 s of rest and VmRSS, as bench/run.ts measureStore reads it. Also prints the RSS at boot.
//
//   node bench/measure-idle-memory.ts [--rounds 3] [--builds build,.ab/a] [--throughput] [--stats] [--gc]
//
// --builds   copies of the build to compare, measured in turn each round (A B A B…); default build/; an entry
//            `dir@--some-flag` runs that copy with more Node flags
// --throughput  then the list API and the detail page at 50 connections for 10 s each (BENCH_DURATION)
// --warm-ups  which of list,detail,review,search to run (all by default); --rest seconds before the reading (2)
// --flags    more Node flags for the server, space-separated (investigation)
// --stats    loads bench/memory-report.ts into the server and prints the V8 heap, its spaces and RSS by mapping
//            at boot and when idle; --gc adds a reading after a full GC. Investigation only: Node's TypeScript
//            stripping for the preload adds about 18 MB to every reading, so compare --stats runs with each other
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { spawnBuiltServer } from "./built-server.ts";

type AutocannonResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
}) => Promise<AutocannonResult>;

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "1" },
    builds: { type: "string", default: "build" },
    throughput: { type: "boolean", default: false },
    stats: { type: "boolean", default: false },
    gc: { type: "boolean", default: false },
    "warm-ups": { type: "string", default: "list,detail,review,search" },
    flags: { type: "string", default: "" },
    rest: { type: "string", default: "2" },
  },
});
const rounds = Number(values.rounds);
const builds = values.builds.split(",");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const apiHeaders = { clientId: "store-web", clientSecret: "store-web-public", site: "us" };
const listPath = "/api/web/goods/goods/list";
const reviewListPath = "/api/web/goods/comment/goodsCommentList";
const searchPath = "/api/web/goods/goods/search?keyword=robot%20vacuum";

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const prefix = `store_rss_${crypto.randomBytes(4).toString("hex")}`;
const created: string[] = [];
let running: ChildProcess | undefined;

function urlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(name: string, template?: string) {
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  created.push(name);
}

async function dropDatabase(name: string) {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  created.splice(created.indexOf(name), 1);
}

function runToEnd(script: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`)))),
  );
}

/** CPU seconds the process has used (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round((Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024) * 10) / 10;
}

async function waitUntilUp(server: ChildProcess, url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("the server exited");
    const ok = await fetch(url, { headers: apiHeaders, signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** As bench/run.ts warmUp: one checked request, then 10 connections for 3 s. */
async function warmUp(base: string, urlPath: string, headers: Record<string, string> = {}, body?: string) {
  const method = body === undefined ? "GET" : "POST";
  const response = await fetch(`${base}${urlPath}`, { method, headers, body });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`Warm-up ${urlPath} answered ${response.status}`);
  await autocannon({ url: `${base}${urlPath}`, connections: 10, duration: 3, headers, method, body });
}

async function report(server: ChildProcess, file: string): Promise<unknown> {
  fs.rmSync(file, { force: true });
  server.kill("SIGUSR2");
  for (let i = 0; i < 50 && !fs.existsSync(file); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

type Reading = {
  build: string;
  bootMb: number;
  idleMb: number;
  listRps?: number;
  detailRps?: number;
  listCpuUs?: number;
  detailCpuUs?: number;
};

async function measure(build: string, template: string): Promise<Reading> {
  const name = `${prefix}_${created.length}`;
  await createDatabase(name, template);
  const reportFile = path.join(os.tmpdir(), `${name}-memory.json`);
  const extraFlags = values.stats ? ["--import", path.join(root, "bench/memory-report.ts")] : [];
  if (values.gc) extraFlags.push("--expose-gc");
  if (values.flags) extraFlags.push(...values.flags.split(" "));
  // `build@--flag --other` compares Node flags on one build.
  const [buildDir = "build", buildFlags] = build.split("@");
  if (buildFlags) extraFlags.push(...buildFlags.split(" "));
  const { server, base } = await spawnBuiltServer(
    { DATABASE_URL: urlOf(name), MEMORY_REPORT_FILE: reportFile, MEMORY_REPORT_GC: values.gc ? "1" : "0" },
    { extraFlags, buildDir },
  );
  running = server;
  try {
    await waitUntilUp(server, `${base}${listPath}`);
    const bootMb = rssMb(server.pid ?? 0);
    const bootStats = values.stats ? await report(server, reportFile) : undefined;
    const listed = (await (await fetch(`${base}${listPath}`, { headers: apiHeaders })).json()) as {
      data: { list: { goodsRsp: { id: number } }[] };
    };
    const productId = String(listed.data.list[0]?.goodsRsp.id);
    const detailPath = `/product/detail?id=${encodeURIComponent(productId)}`;
    const reviewHeaders = { ...apiHeaders, "Content-Type": "application/json" };
    const reviewBody = JSON.stringify({ goodsId: Number(productId), sort: "newest", pageSize: 5 });
    const wanted = new Set(values["warm-ups"].split(","));
    if (wanted.has("list")) await warmUp(base, listPath, apiHeaders);
    if (wanted.has("detail")) await warmUp(base, detailPath);
    if (wanted.has("review")) await warmUp(base, reviewListPath, reviewHeaders, reviewBody);
    if (wanted.has("search")) await warmUp(base, searchPath, apiHeaders);
    await new Promise((resolve) => setTimeout(resolve, Number(values.rest) * 1000));
    const idleMb = rssMb(server.pid ?? 0);
    const reading: Reading = { build, bootMb, idleMb };
    console.log(`  ${build}: boot ${bootMb} MB, idle ${idleMb} MB`);
    if (values.stats) {
      console.log(`    boot  ${JSON.stringify(bootStats)}`);
      console.log(`    idle  ${JSON.stringify(await report(server, reportFile))}`);
    }
    if (values.throughput) {
      // The server's CPU per request besides req/s: on a shared machine it moves less with the neighbours' load.
      /** Seconds spent in garbage collection by kind, from the store's own /metrics (prom-client). */
      const gcSeconds = async () => {
        const text = await (await fetch(`${base}/metrics`)).text();
        const sums: Record<string, number> = {};
        for (const [, kind = "", value] of text.matchAll(
          /^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\} (\S+)$/gm,
        ))
          sums[kind] = Number(value);
        return sums;
      };
      const run = async (urlPath: string, headers?: Record<string, string>) => {
        const gcBefore = await gcSeconds();
        const before = cpuSeconds(server.pid ?? 0);
        const result = await autocannon({ url: `${base}${urlPath}`, connections: 50, duration, headers });
        const total = result.requests.average * duration;
        const cpuUs = Math.round(((cpuSeconds(server.pid ?? 0) - before) / total) * 1e6);
        const gcAfter = await gcSeconds();
        const gc = Object.entries(gcAfter)
          .map(([kind, sum]) => `${kind} ${Math.round((sum - (gcBefore[kind] ?? 0)) * 1000)}`)
          .join(", ");
        console.log(`    GC ms during ${urlPath}: ${gc} (${Math.round(total)} requests)`);
        return {
          rps: Math.round(result.requests.average),
          cpuUs,
          p99: result.latency.p99,
          bad: result.non2xx + result.errors,
        };
      };
      const list = await run(listPath, apiHeaders);
      const detail = await run(detailPath);
      reading.listRps = list.rps;
      reading.detailRps = detail.rps;
      reading.listCpuUs = list.cpuUs;
      reading.detailCpuUs = detail.cpuUs;
      console.log(
        `    list ${list.rps} req/s, ${list.cpuUs} µs CPU/req (p99 ${list.p99} ms, ${list.bad} bad); detail ${detail.rps} req/s, ${detail.cpuUs} µs CPU/req (p99 ${detail.p99} ms, ${detail.bad} bad); RSS after ${rssMb(server.pid ?? 0)} MB`,
      );
    }
    return reading;
  } finally {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    running = undefined;
    fs.rmSync(reportFile, { force: true });
    await dropDatabase(name);
  }
}

async function main() {
  const template = `${prefix}_template`;
  await createDatabase(template);
  const env = { DATABASE_URL: urlOf(template) };
  console.log("Seeding the template database…");
  await runToEnd(path.join(root, "scripts/seed-demo.ts"), [], env);
  const shoppersFile = path.join(os.tmpdir(), `${prefix}-shoppers.json`);
  await runToEnd(path.join(root, "bench/create-shoppers.ts"), [shoppersFile], env);
  fs.rmSync(shoppersFile, { force: true });
  const readings: Reading[] = [];
  for (let round = 1; round <= rounds; round++) {
    console.log(`Round ${round}/${rounds}`);
    for (const build of builds) readings.push(await measure(build, template));
  }
  console.log("\nSummary");
  for (const build of builds) {
    const mine = readings.filter((reading) => reading.build === build);
    const list = (key: keyof Reading) => mine.map((reading) => reading[key] ?? "-").join(", ");
    console.log(`  ${build}: boot ${list("bootMb")}; idle ${list("idleMb")} MB`);
    if (values.throughput) {
      console.log(`    list ${list("listRps")} req/s, ${list("listCpuUs")} µs CPU/req`);
      console.log(`    detail ${list("detailRps")} req/s, ${list("detailCpuUs")} µs CPU/req`);
    }
  }
}

async function cleanUp() {
  running?.kill("SIGKILL");
  for (const name of [...created].reverse()) await dropDatabase(name).catch(() => {});
  await admin.end({ timeout: 5 });
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
try {
  await main();
} finally {
  await cleanUp();
}
