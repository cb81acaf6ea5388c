import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { measureCheckout } from "./measure-checkout.ts";
const root = path.resolve(import.meta.dirname, "..");
const admin = postgres("postgres://postgres@127.0.0.1:5432/postgres", { max: 1 });
const name = `bench_tmp_${Date.now()}`;
await admin.unsafe(`create database ${name}`);
const env = { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` };
const run = (script: string, args: string[] = []) => { const r = spawnSync(process.execPath, [script, ...args], { cwd: root, env, stdio: "inherit" }); if (r.status) throw new Error(script); };
try {
  run("scripts/seed-demo.ts");
  run("bench/create-shoppers.ts", ["/tmp/shoppers.json"]);
  const port = 3917; const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["build/server/index.js"], { cwd: root, env: { ...env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: base }, stdio: "inherit" });
  for (let i = 0; i < 100; i++) { try { if ((await fetch(`${base}/api/web/goods/goods/list`, { headers: { clientId: "store-web", clientSecret: "store-web-public" } })).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
  try { console.log(await measureCheckout(base, JSON.parse(fs.readFileSync("/tmp/shoppers.json", "utf8")))); } finally { server.kill(); }
} finally { await admin.unsafe(`drop database ${name} with (force)`); await admin.end(); }
