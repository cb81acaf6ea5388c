import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../scripts/free-port.ts";
import { serverNodeFlags } from "../scripts/server-node-flags.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The production build's server on a free loopback port, as `npm start` runs it; `env` names its database.
 * For bench/measure-idle-memory.ts only: `extraFlags` go after the production flags (investigation), and
 * `buildDir` runs another copy of the build than build/ (A/B comparisons).
 */
export async function spawnBuiltServer(
  env: Record<string, string>,
  options: { extraFlags?: string[]; buildDir?: string } = {},
): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const script = path.join(path.resolve(root, options.buildDir ?? "build"), "server/index.js");
  const server = spawn(process.execPath, [...serverNodeFlags, ...(options.extraFlags ?? []), script], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { server, base };
}

/** Until `/readyz` answers 200 (the database reachable and migrated), at most `timeoutMs`. */
export async function waitUntilReady(server: ChildProcess, base: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the store exited (${server.signalCode ?? server.exitCode})`);
    const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} was not ready within ${timeoutMs / 1000} s`);
}
