import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnBuiltServer, waitUntilReady } from "./built-server.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Runs a Node script of the repository to its end, within `timeoutMs`, its output shown. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${script} ${args.join(" ")} failed (${signal ?? code})`));
    });
  });
}

export type BuiltStore = { base: string; stop: () => Promise<void> };

/**
 * A fresh PGlite folder with the demo catalogue (scripts/seed-demo.ts); `prepare` may write to it before the
 * store opens it (PGlite has one process at a time). Then the production build on a free loopback port, as
 * `npm start` runs it, ready within a minute. `stop` ends the server and removes the folder.
 */
export async function startBuiltStore(
  prepare: (env: Record<string, string>) => Promise<void> = async () => {},
): Promise<BuiltStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-lighthouse-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server?.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await runScript("scripts/seed-demo.ts", [], env);
    await prepare(env);
    let base: string;
    ({ server, base } = await spawnBuiltServer(env));
    await waitUntilReady(server, base);
    return { base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
