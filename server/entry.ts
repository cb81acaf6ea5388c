import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { openPglite, openPostgres } from "../db/client.ts";
import { env } from "../lib/env.ts";
import { logger } from "../lib/logger.ts";
import { startCheckoutWorker } from "../modules/checkout/start-checkout-worker.ts";
import { startHousekeeping } from "../modules/housekeeping/start-housekeeping.ts";
import { isDevMailboxOn } from "../modules/notifications/is-dev-mailbox-open.ts";
import { startMailWorker } from "../modules/notifications/start-mail-worker.ts";
import { createPaymentProviders } from "../modules/payments/payment-providers.ts";
import { SANDBOX_SIGNATURE_HEADER } from "../modules/payments/sandbox/create-sandbox-provider.ts";
import { createApp } from "./create-app.ts";

/** The production process: one port for the API, media, assets and pages. */
async function main() {
  const config = env();
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(config.DATA_DIR);
  const handleRequest = createRequestHandler(build as unknown as ServerBuild, config.NODE_ENV);
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
  const app = createApp({
    db: database.db,
    wakeMailWorker: mailWorker.wake,
    payments,
    wakeCheckoutWorker: checkoutWorker.wake,
    pageHandler: (request, context) => handleRequest(request, context),
    assetsDir: path.relative(process.cwd(), path.resolve(import.meta.dirname, "../client")),
  });
  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    logger.info("store listening", { url: `http://localhost:${info.port}`, database: database.kind });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping", { signal });
    server.close(async () => {
      await Promise.all([mailWorker.stop(), housekeeping.stop(), checkoutWorker.stop()]);
      await database.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

// A library's stray rejection (a database connection lost mid-flight) costs the request it belonged to, not the
// process; a synchronous exception nobody caught leaves state unknown, so it ends the process after logging.
process.on("unhandledRejection", (reason) => {
  logger.error("unhandled rejection", { error: reason instanceof Error ? reason.message : String(reason) });
});

main().catch((error) => {
  logger.error("failed to start", { error: String(error instanceof Error ? error.message : error) });
  process.exit(1);
});
