import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openPglite } from "../../db/client.ts";
import { verificationCodes } from "../../modules/accounts/tables.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { makeScratchFolder } from "../setup/test-database-names.ts";

const root = path.resolve(import.meta.dirname, "../..");
const api = { clientId: "store-web", clientSecret: "store-web-public", "Content-Type": "application/json" };

type Store = {
  /** The shell npm would start, running start-from-source.ts, whose child is the server process. */
  parent: ChildProcess;
  serverPid: number;
  port: number;
  dataDir: string;
  exited: Promise<number | null>;
  output: () => string;
};

const started: Store[] = [];

/**
 * The server process from source on a free loopback port, on a copy of the run's migrated PGlite folder, started
 * by package.json's `start` command line with scripts/start.ts swapped for its test twin (start-from-source.ts),
 * through `sh -c` as npm runs it. npm passes SIGTERM and SIGINT on to that shell, as the tests do.
 */
async function startStore(env: Record<string, string>): Promise<Store> {
  const dataDir = makeScratchFolder("test");
  const prepared = inject("testDatabases")?.pglite.empty;
  if (prepared) fs.cpSync(prepared, dataDir, { recursive: true });
  const port = await freePort();
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  expect(scripts.start).toContain("scripts/start.ts");
  const command = scripts.start.replace("scripts/start.ts", "tests/setup/start-from-source.ts");
  const parent = spawn("/bin/sh", ["-c", command], {
    cwd: root,
    env: {
      ...process.env,
      PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
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
  // The embedded database's lock file names the process that holds it: the server, not the parent.
  store.serverPid = Number(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8"));
  expect(store.serverPid).not.toBe(parent.pid);
  return store;
}

afterEach(async () => {
  for (const store of started.splice(0)) {
    for (const pid of [store.serverPid, store.parent.pid])
      if (pid && isAlive(pid)) process.kill(pid, "SIGKILL");
    fs.rmSync(store.dataDir, { recursive: true, force: true });
  }
});

/**
 * A POST whose chunked body is sent in two parts: the headers and the first part now, the rest on `finish`, so
 * the request is in flight on the server for as long as the test wants.
 */
function slowPost(port: number, urlPath: string, body: string, agent: http.Agent) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: urlPath,
    agent,
    headers: { ...api, "Transfer-Encoding": "chunked" },
  });
  const response = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (answer) => {
      let text = "";
      answer.setEncoding("utf8");
      answer.on("data", (part) => {
        text += part;
      });
      answer.on("end", () =>
        resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection, body: text }),
      );
      answer.on("error", reject);
    });
  });
  // Awaited by the test later; a rejection before then is not unhandled.
  response.catch(() => {});
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { response, finish: () => request.end(body.slice(half)) };
}

/** Issue 14, defect 8: `kill -TERM` on `npm start` left the script and the server running as orphans. */
describe("stopping the store", () => {
  it("on SIGTERM to npm start's shell: finishes the request in flight, refuses new connections, keeps its write, exits 0", async () => {
    const store = await startStore({ SHUTDOWN_GRACE_SECONDS: "25" });
    // Keep-alive clients: one connection idle after a first call, another carrying the slow call.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(store.port, "/api/web/unknown", idle)).status).toBe(404);
    const email = `shutdown.${Date.now()}@example.com`;
    const body = JSON.stringify({ email, type: "register" });
    const slow = slowPost(
      store.port,
      "/api/web/login/sendCaptcha",
      body,
      new http.Agent({ keepAlive: true }),
    );
    // Let the server read the headers and the first part: the request is now in flight.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    store.parent.kill("SIGTERM");

    const deadline = Date.now() + 5000;
    while (await accepts(store.port)) {
      expect(Date.now(), `new connections still accepted:\n${store.output()}`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(isAlive(store.serverPid)).toBe(true);
    // The idle keep-alive connection was closed too: a new call has nowhere to go.
    await expect(get(store.port, "/api/web/unknown", idle)).rejects.toThrow();
    // Longer than the fixed 5 s the process used to allow, the client sends the rest: the server waited for it.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    slow.finish();
    const answer = await slow.response;
    expect(answer.status, store.output()).toBe(200);
    expect(JSON.parse(answer.body).code).toBe(200);
    expect(answer.connection).toBe("close");

    expect(await store.exited, store.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(25_000);
    expect(isAlive(store.serverPid)).toBe(false);
    expect(store.output()).toContain('"message":"stopped"');
    // The database was closed, and what the answer acknowledged is on disk.
    expect(fs.existsSync(path.join(store.dataDir, "pglite.lock"))).toBe(false);
    const database = await openPglite(store.dataDir);
    try {
      const codes = await database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.email, email));
      expect(codes).toHaveLength(1);
      const mails = await database.db.select().from(mailJobs).where(eq(mailJobs.to, email));
      expect(mails).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 90_000);

  it("cuts a request still running when SHUTDOWN_GRACE_SECONDS is over, and exits 1", async () => {
    const store = await startStore({ SHUTDOWN_GRACE_SECONDS: "1" });
    const slow = slowPost(
      store.port,
      "/api/web/login/sendCaptcha",
      JSON.stringify({ email: "x@example.com" }),
      new http.Agent({ keepAlive: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    process.kill(store.serverPid, "SIGTERM");
    expect(await store.exited, store.output()).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(6000);
    await expect(slow.response).rejects.toThrow();
    expect(store.output()).toContain("grace over");
  }, 90_000);
});

function get(port: number, urlPath: string, agent: http.Agent): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, agent, headers: api }, (answer) => {
        answer.resume();
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0 }));
      })
      .on("error", reject);
  });
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

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
