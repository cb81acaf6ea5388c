import type { Transporter } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { type PollingWorker, startPollingWorker } from "../../lib/start-polling-worker.ts";
import { sendDueMails } from "./send-due-mails.ts";

/**
 * Runs the mail queue inside the server process: every `intervalMs`, and at once when `wake` is called after a
 * mail was queued; failed rounds back off up to a minute. Returns the worker, whose stop waits for the batch in
 * flight and closes the SMTP connection.
 */
export function startMailWorker(db: Db, intervalMs = 5000): PollingWorker {
  const { SMTP_URL, MAIL_FROM } = env();
  // nodemailer is loaded only when there is an SMTP server to talk to (it costs about 20 MB resident).
  let transport: Transporter | null = null;
  const worker = startPollingWorker(
    "mail worker",
    async () => {
      if (SMTP_URL && !transport) transport = (await import("nodemailer")).default.createTransport(SMTP_URL);
      return (await sendDueMails(db, transport, MAIL_FROM)) > 0;
    },
    intervalMs,
  );
  return {
    wake: worker.wake,
    stop: async () => {
      await worker.stop();
      transport?.close();
    },
  };
}
