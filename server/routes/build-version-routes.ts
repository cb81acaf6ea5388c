import { Hono } from "hono";

/**
 * `/build.json`: the version of the running build (React Router's manifest version, a hash of the built assets).
 * Open pages fetch it with a timestamp query and reload when it differs from their own (ADR 0042); never cached.
 */
export function buildVersionRoutes(version: string) {
  return new Hono().get("/build.json", (c) => c.json({ version }, 200, { "Cache-Control": "no-store" }));
}
