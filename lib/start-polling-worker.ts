import { logger } from "./logger.ts";
import { runOutsideRequest } from "./request-id-context.ts";

/** The longest pause after failed rounds (the database or a remote server gone). */
const maxBackoffMs = 60_000;

export type PollingWorker = { wake: () => void; stop: () => Promise<void> };

/**
 * Runs `round` inside the server process every `intervalMs`, and at once when `wake` is called; a round that
 * answers true (a full batch) is followed by another straight away. A failed round pauses the worker, doubling
 * the pause from `intervalMs` up to a minute, so a lost database is retried without a storm. `stop` waits for
 * the round in flight.
 */
export function startPollingWorker(
  name: string,
  round: () => Promise<boolean>,
  intervalMs: number,
): PollingWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  let failures = 0;
  let pausedUntil = 0;
  let wokenWhileRunning = false;
  const tick = () => {
    if (stopped || Date.now() < pausedUntil) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = (async () => {
      try {
        do wokenWhileRunning = false;
        while (!stopped && ((await round()) || wokenWhileRunning));
        failures = 0;
      } catch (error) {
        failures++;
        const pauseMs = Math.min(maxBackoffMs, intervalMs * 2 ** (failures - 1));
        pausedUntil = Date.now() + pauseMs;
        logger.error(`${name} failed`, { error, retryInMs: pauseMs });
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    wake: () => runOutsideRequest(tick),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
