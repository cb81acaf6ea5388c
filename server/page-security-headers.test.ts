import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../tests/setup/test-databases.ts";
import { createApp } from "./create-app.ts";
import { pageContext } from "./request/page-context.ts";

// The page handler here only echoes the nonce it is given; the browser journeys check the real pages too.
describe("security headers of pages", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = createApp({
      db: database.db,
      pageHandler: async (_request, context) =>
        new Response(`<script nonce="${context.get(pageContext).nonce}"></script>`, {
          headers: { "Content-Type": "text/html" },
        }),
    });
  });
  afterAll(() => database?.close());

  it.each(["/", "/de/user/login", "/user/register?from=%2F", "/no/such/page"])("%s", async (path) => {
    const response = await app.request(path);
    const headers = response.headers;
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(headers.get("X-Request-Id")).toMatch(/^[\w-]{16,}$/);
    const csp = headers.get("Content-Security-Policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(await response.text()).toBe(`<script nonce="${nonce}"></script>`);
  });

  // PUBLIC_URL is unset here, so the store is on the default http://localhost:3000.
  it("sends no HSTS while PUBLIC_URL is http: a browser ignores it there", async () => {
    for (const path of ["/", "/de/user/login", "/api/web/goods/goods/list", "/api/no/such/call"]) {
      const response = await app.request(path);
      expect(response.headers.get("Strict-Transport-Security"), path).toBeNull();
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
  });

  it("sends HSTS on pages and API calls when PUBLIC_URL is https (TLS ended by a proxy in front)", async () => {
    vi.stubEnv("PUBLIC_URL", "https://shop.example");
    vi.resetModules();
    try {
      const { createApp: createHttpsApp } = await import("./create-app.ts");
      const httpsApp = createHttpsApp({ db: database.db, pageHandler: async () => new Response("page") });
      for (const path of ["/", "/de/user/login", "/api/web/goods/goods/list", "/api/no/such/call"]) {
        // The proxy forwards plain http: the request's scheme does not decide.
        const response = await httpsApp.request(`http://127.0.0.1:3000${path}`);
        expect(response.headers.get("Strict-Transport-Security"), path).toBe(
          "max-age=31536000; includeSubDomains",
        );
      }
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("uses a new nonce of 128 random bits for every response, past the pool it cuts them from", async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await app.request("/")).headers.get("Content-Security-Policy") ?? "")?.[1];
    const nonces = new Set<string | undefined>();
    for (let response = 0; response < 600; response++) nonces.add(await nonceOf());
    expect(nonces.size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce ?? "", "base64")).toHaveLength(16);
  });
});

describe("security headers of built files", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-assets-"));
  beforeAll(async () => {
    fs.mkdirSync(path.join(assetsDir, "assets"));
    fs.writeFileSync(path.join(assetsDir, "assets/entry.client-AbC12.js"), "export {};");
    fs.writeFileSync(path.join(assetsDir, "assets/app-x_Y9.css"), "body { color: black; }");
    fs.writeFileSync(
      path.join(assetsDir, "assets/logo-1234.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    database = await openTestDatabase("pglite");
    app = createApp({ db: database.db, assetsDir, pageHandler: async () => new Response("page") });
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(assetsDir, { recursive: true, force: true });
  });

  it("sends scripts and stylesheets without the headers only a document uses", async () => {
    for (const file of ["/assets/entry.client-AbC12.js", "/assets/app-x_Y9.css"]) {
      const response = await app.request(file);
      expect(response.status, file).toBe(200);
      const headers = response.headers;
      expect(headers.get("X-Content-Type-Options"), file).toBe("nosniff");
      expect(headers.get("Cross-Origin-Resource-Policy"), file).toBe("same-origin");
      // A module script or a stylesheet applies its own referrer policy to what it loads.
      expect(headers.get("Referrer-Policy"), file).toBe("strict-origin-when-cross-origin");
      for (const name of ["Content-Security-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy"])
        expect(headers.get(name), `${file} ${name}`).toBeNull();
    }
  });

  it("keeps a page's headers on an SVG, which a browser can open as a document", async () => {
    const response = await app.request("/assets/logo-1234.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
  });

  it("answers a missing built file with an empty 404, not a page", async () => {
    const response = await app.request("/assets/gone-1234.js");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
  });
});
