import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { openPglite, openPostgres } from "../db/client.ts";
import { env } from "../lib/env.ts";
import { logger } from "../lib/logger.ts";
import { startCheckoutWorker } from "../modules/checkout/start-checkout-worker.ts";
import { startHousekeeping } from "../modules/housekeeping/start-housekeeping.ts";
import { isDevMailboxOn } from "../modules/notifications/is-dev-mailbox-open.ts";
import { startMailWorker } from "../modules/notifications/start-mail-worker.ts";
import { createPaymentProviders } from "../modules/payments/payment-providers.ts";
import { SANDBOX_SIGNATURE_HEADER } from "../modules/payments/sandbox/create-sandbox-provider.ts";
import { createApp, type PageHandler } from "./create-app.ts";
import { makeServerDrainable } from "./make-server-drainable.ts";

/**
 * The production process (server/entry.ts gives it the pages): one port for the API, media, assets and pages,
 * and the background workers. SIGTERM or SIGINT stops it gracefully: no new connections, the requests and
 * worker rounds in flight finish within SHUTDOWN_GRACE_SECONDS, the database closes, and the process exits 0,
 * or 1 when the grace ran out and something was cut.
 */
export async function startServer(options: {
  pageHandler?: PageHandler;
  assetsDir?: string;
  buildVersion?: string;
}) {
  const config = env();
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(config.DATA_DIR);
  const mailWorker = startMailWorker(database.db);
  const housekeeping = startHousekeeping(database.db);
  const payments = createPaymentProviders(database.db);
  // The sandbox provider delivers its notifications over HTTP to this very process, as a real provider would.
  const loopback = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  const notifyUrl = `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${config.PORT}/api/web/pay/notify/sandbox`;
  const checkoutWorker = startCheckoutWorker(database.db, payments, async (body, signature) => {
    const response = await fetch(notifyUrl, {
      method: "POST",
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  });
  if (isDevMailboxOn()) {
    logger.warn(
      "no SMTP_URL: mail stays in the outbox and /dev/mailbox shows it to this machine only (DEV_MAILBOX=false hides it)",
    );
  } else if (!config.SMTP_URL) {
    logger.warn(
      "no SMTP_URL: mail stays in the outbox; /dev/mailbox is off because PUBLIC_URL is not loopback",
    );
  }
  let stopping = false;
  const app = createApp({
    db: database.db,
    wakeMailWorker: mailWorker.wake,
    payments,
    wakeCheckoutWorker: checkoutWorker.wake,
    pageHandler: options.pageHandler,
    assetsDir: options.assetsDir,
    buildVersion: options.buildVersion,
    isDraining: () => stopping,
  });
  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    logger.info("store listening", { url: `http://localhost:${info.port}`, database: database.kind });
  }) as Server;
  const drain = makeServerDrainable(server);

  const stop = async (signal: NodeJS.Signals) => {
    // `npm start` passes its signal on, and Ctrl-C reaches both it and this process: the second is no news.
    if (stopping) return;
    stopping = true;
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    logger.info("stopping", { signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS });
    // Jobs queued by the last requests stay in the database for the next start; a worker's round in flight ends.
    const workersStopped = Promise.all([mailWorker.stop(), housekeeping.stop(), checkoutWorker.stop()]).then(
      () => true,
    );
    const graceOver = new Promise<false>((resolve) => setTimeout(resolve, graceMs, false).unref());
    const [requestsDone, workersDone] = await Promise.all([
      drain(graceMs),
      Promise.race([workersStopped, graceOver]),
    ]);
    if (!requestsDone || !workersDone)
      logger.warn("grace over: cut what was still running", { requestsDone, workersDone });
    // Should closing the database hang, the process still ends.
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await database.close();
    } catch (error) {
      logger.error("closing the database failed", { error });
      process.exit(1);
    }
    logger.info("stopped");
    process.exit(requestsDone && workersDone ? 0 : 1);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
