import { Hono } from "hono";
import { checkMigrationsApplied } from "../../db/check-migrations-applied.ts";
import type { Db } from "../../db/client.ts";

const databaseTimeoutMs = 2000;

/**
 * `/healthz`: the process answers. `/readyz`: it should be sent traffic: the database answers within 2 s, has
 * every migration of this build, and the process is not draining for a shutdown (503 with the reasons
 * otherwise). Both are plain, uncached, and registered before the logging and metrics of requests.
 */
export function healthRoutes(db: Db, isDraining: () => boolean) {
  return new Hono()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" });
    })
    .get("/readyz", async (c) => {
      c.header("Cache-Control", "no-store");
      const problems: string[] = [];
      if (isDraining()) problems.push("draining");
      const migrated = await Promise.race([
        checkMigrationsApplied(db).catch(() => null),
        new Promise<null>((resolve) => setTimeout(resolve, databaseTimeoutMs, null).unref()),
      ]);
      if (migrated === null) problems.push("database unreachable");
      else if (!migrated) problems.push("migrations missing");
      return problems.length
        ? c.json({ status: "unavailable", problems }, 503)
        : c.json({ status: "ready" }, 200);
    });
}
