import { randomUUID } from "node:crypto";
import type { Db, Tx } from "../../../db/client.ts";
import type { ProviderEvent } from "../payment-provider.ts";
import { sandboxNotifications } from "./tables.ts";

/** The sandbox's notification body: its own shape, read back by the sandbox provider's `readNotification`. */
export type SandboxNotificationBody = {
  id: string;
  type: ProviderEvent["type"];
  created: number;
  data: { payment: string; amount: number; currency: string; refund?: string };
};

/** Queues a notification the sandbox owes the store; its worker signs and delivers it when it is due. */
export async function queueSandboxNotification(
  db: Db | Tx,
  event: {
    type: ProviderEvent["type"];
    payment: string;
    amount: number;
    currency: string;
    refund?: string;
    delaySeconds?: number;
  },
): Promise<void> {
  const id = `evt_${randomUUID().replaceAll("-", "")}`;
  const body: SandboxNotificationBody = {
    id,
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: { payment: event.payment, amount: event.amount, currency: event.currency, refund: event.refund },
  };
  await db.insert(sandboxNotifications).values({
    eventId: id,
    body: JSON.stringify(body),
    deliverAt: new Date(Date.now() + (event.delaySeconds ?? 0) * 1000),
  });
}
