// `npm start`: builds when the sources changed since the last build, migrates and seeds the demo
// catalogue on first run, then serves the store (http://localhost:3000 unless PORT says otherwise).
import fs from "node:fs";
import path from "node:path";
import { runChild } from "./run-child.ts";
import { serverNodeFlags } from "./server-node-flags.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build/server/index.js");
const sources = [
  "app",
  "server",
  "modules",
  "lib",
  "i18n",
  "db",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestChange(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => !child.name.startsWith(".") || child.name === ".server")
    .reduce((newest, child) => Math.max(newest, newestChange(path.join(entry, child.name))), stat.mtimeMs);
}

async function run(command: string, args: string[]) {
  const code = await runChild(command, args, { cwd: root });
  if (code !== 0) process.exit(code);
}

const builtAt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log("Building the store…");
  await run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"]);
}
await run(process.execPath, [path.join(root, "scripts/seed-demo.ts")]);
// Signals sent to this process reach the server, which drains and exits; this process exits with its code.
process.exit(
  await runChild(process.execPath, [...serverNodeFlags, serverBuild], {
    cwd: root,
    env: { NODE_ENV: "production", ...process.env },
  }),
);
