import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.ts";

const ipSeen = async (hops: number, forwarded?: string) => {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, hops)));
  return (await app.request("/", { headers: forwarded ? { "X-Forwarded-For": forwarded } : {} })).text();
};

describe("clientIp", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", async () => {
    expect(await ipSeen(0, "203.0.113.9")).toBe("local");
  });

  it("takes the entry the outermost trusted proxy added, never what the client claimed before it", async () => {
    expect(await ipSeen(1, "203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen(1, "10.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen(2, "10.6.6.6, 203.0.113.9, 192.0.2.1")).toBe("203.0.113.9");
  });

  it("falls back to the socket when the header is missing or short", async () => {
    expect(await ipSeen(1)).toBe("local");
    expect(await ipSeen(2, "203.0.113.9")).toBe("local");
  });
});
