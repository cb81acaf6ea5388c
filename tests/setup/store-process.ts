import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, inject } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { makeScratchFolder } from "./test-database-names.ts";

const root = path.resolve(import.meta.dirname, "../..");
const api = { clientId: "store-web", clientSecret: "store-web-public" };

export type Store = {
  /** The shell npm would start, running start-from-source.ts, whose child is the server process. */
  parent: ChildProcess;
  /** The server process (found under the parent once it answers). */
  serverPid: number;
  port: number;
  /** The copy of the prepared PGlite folder, or null on PostgreSQL (`DATABASE_URL` given). */
  dataDir: string | null;
  exited: Promise<number | null>;
  output: () => string;
};

const started: Store[] = [];

/**
 * The server process from source on a free loopback port, started by package.json's `start` command line with
 * scripts/start.ts swapped for its test twin (start-from-source.ts), through `sh -c` as npm runs it; npm passes
 * SIGTERM and SIGINT on to that shell, as the tests do. Without `DATABASE_URL` in `env` it runs on a copy of the
 * run's migrated PGlite folder. Call `stopStores` after each test.
 */
export async function startStore(env: Record<string, string>): Promise<Store> {
  const onPostgres = Boolean(env.DATABASE_URL);
  const dataDir = onPostgres ? null : makeScratchFolder("test");
  const prepared = inject("testDatabases")?.pglite.empty;
  if (dataDir && prepared) fs.cpSync(prepared, dataDir, { recursive: true });
  const port = await freePort();
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  expect(scripts.start).toContain("scripts/start.ts");
  const command = scripts.start.replace("scripts/start.ts", "tests/setup/start-from-source.ts");
  // Production refuses the suite's cheap password hashing (vitest.config.ts).
  const { PASSWORD_HASH_COST: _suiteOnly, ...inherited } = process.env;
  const parent = spawn("/bin/sh", ["-c", command], {
    cwd: root,
    env: {
      ...inherited,
      PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: dataDir ?? makeScratchFolder("test"),
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  parent.stdout?.on("data", (part) => {
    output += part;
  });
  parent.stderr?.on("data", (part) => {
    output += part;
  });
  const exited = new Promise<number | null>((resolve) => parent.once("exit", (code) => resolve(code)));
  const store: Store = { parent, serverPid: 0, port, dataDir, exited, output: () => output };
  started.push(store);
  const deadline = Date.now() + 60_000;
  while (!(await answers(port))) {
    if (parent.exitCode !== null || Date.now() > deadline)
      throw new Error(`The store did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Under the shell: start-from-source, and under it the server, serve-from-source.
  store.serverPid =
    descendantsOf(parent.pid ?? 0).find((pid) => commandLineOf(pid).includes("serve-from-source")) ?? 0;
  expect(store.serverPid).not.toBe(parent.pid);
  return store;
}

/** Kills every store started by the test and its processes, and removes their folders. */
export async function stopStores(): Promise<void> {
  for (const store of started.splice(0)) {
    for (const pid of [store.serverPid, ...descendantsOf(store.parent.pid ?? 0), store.parent.pid])
      if (pid && isAlive(pid)) process.kill(pid, "SIGKILL");
    if (store.dataDir) fs.rmSync(store.dataDir, { recursive: true, force: true });
  }
}

/** Processes under `pid`, parents before children (Linux /proc). */
function descendantsOf(pid: number): number[] {
  const children = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent pid is the 4th field, after the command name in parentheses.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

function commandLineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/web/unknown`, { headers: api });
    await response.body?.cancel();
    return response.status === 404;
  } catch {
    return false;
  }
}
