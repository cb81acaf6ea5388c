import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { type PollingWorker, startPollingWorker } from "../../lib/start-polling-worker.ts";
import type { PaymentProviders } from "../payments/payment-providers.ts";
import {
  deliverSandboxNotifications,
  type SendNotification,
} from "../payments/sandbox/deliver-sandbox-notifications.ts";
import { submitRequestedRefunds } from "../payments/submit-requested-refunds.ts";
import { expireUnpaidOrders } from "./expire-unpaid-orders.ts";

/**
 * The background work of selling, inside the server process and safe on several instances (each step claims
 * its rows with SKIP LOCKED): unpaid orders past their time canceled, refunds asked of their providers, and the
 * sandbox provider's notifications delivered to `sendSandboxNotification` (the store's own notify endpoint).
 */
export function startCheckoutWorker(
  db: Db,
  providers: PaymentProviders,
  sendSandboxNotification: SendNotification,
  intervalMs = 2000,
): PollingWorker {
  const secret = env().SANDBOX_WEBHOOK_SECRET;
  return startPollingWorker(
    "checkout worker",
    async () => {
      const expired = await expireUnpaidOrders(db);
      const refunds = await submitRequestedRefunds(db, providers.named);
      const delivered = await deliverSandboxNotifications(db, secret, sendSandboxNotification);
      return expired + refunds + delivered > 0;
    },
    intervalMs,
  );
}
