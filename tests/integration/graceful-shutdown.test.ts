import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "../../db/client.ts";
import { verificationCodes } from "../../modules/accounts/tables.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { isAlive, startStore, stopStores } from "../setup/store-process.ts";

const api = { clientId: "store-web", clientSecret: "store-web-public", "Content-Type": "application/json" };

afterEach(stopStores);

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
    const dataDir = store.dataDir ?? "";
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    const database = await openPglite(dataDir);
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
    // The request alone would never end: any exit well short of the test's timeout is the cut. Closing after
    // the cut took 9 s once on a CI machine busy with another run's tests, hence the wide bound.
    expect(took).toBeLessThan(20_000);
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
