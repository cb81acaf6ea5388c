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
