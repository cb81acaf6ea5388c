import type { Db } from "../../db/client.ts";
import { logger } from "../../lib/logger.ts";
import { purgeStaleRows } from "./purge-stale-rows.ts";

/**
 * Purges stale rows (`purgeStaleRows`) a minute after start and then every `intervalMs`, inside the server
 * process. Returns a stop function that waits for a purge in flight.
 */
export function startHousekeeping(db: Db, intervalMs = 60 * 60 * 1000): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = purgeStaleRows(db)
      .then((counts) => {
        const purged = Object.entries(counts).filter(([, count]) => count > 0);
        if (purged.length > 0) logger.info("stale rows purged", Object.fromEntries(purged));
      })
      .catch((error) => logger.error("housekeeping failed", { error }))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 60 * 1000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
