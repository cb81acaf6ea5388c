import type { Transporter } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { logger } from "../../lib/logger.ts";
import { sendDueMails } from "./send-due-mails.ts";

/** The longest pause after failed rounds (the database or the SMTP server gone). */
const maxBackoffMs = 60_000;

/**
 * Runs the mail queue inside the server process: every `intervalMs`, and at once when `wake` is called after a
 * mail was queued. A failed round pauses the worker, doubling the pause from `intervalMs` up to a minute, so a
 * lost database is retried without a storm. Returns a stop function that waits for the batch in flight.
 */
export function startMailWorker(db: Db, intervalMs = 5000): { wake: () => void; stop: () => Promise<void> } {
  const { SMTP_URL, MAIL_FROM } = env();
  // nodemailer is loaded only when there is an SMTP server to talk to (it costs about 20 MB resident).
  let transport: Transporter | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let failures = 0;
  let pausedUntil = 0;
  const tick = () => {
    if (running || stopped || Date.now() < pausedUntil) return;
    running = (async () => {
      try {
        if (SMTP_URL && !transport)
          transport = (await import("nodemailer")).default.createTransport(SMTP_URL);
        // Drain: keep going while full batches come back.
        while (!stopped && (await sendDueMails(db, transport, MAIL_FROM)) > 0) {}
        failures = 0;
      } catch (error) {
        failures++;
        const pauseMs = Math.min(maxBackoffMs, intervalMs * 2 ** (failures - 1));
        pausedUntil = Date.now() + pauseMs;
        logger.error("mail worker failed", {
          error: error instanceof Error ? error.message : String(error),
          retryInMs: pauseMs,
        });
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
