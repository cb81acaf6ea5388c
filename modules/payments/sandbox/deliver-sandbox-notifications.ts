import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { signNotification } from "../notification-signature.ts";
import { sandboxNotifications } from "./tables.ts";

/** Sends one signed notification to the store; answers the HTTP status it got back. */
export type SendNotification = (body: string, signature: string) => Promise<number>;

const maxAttempts = 12;
const leaseSeconds = 60;

/**
 * Delivers the notifications that are due, as a provider delivers webhooks: each is claimed for a minute in a
 * short transaction (`SKIP LOCKED`, so instances share the work), signed at sending time, and sent outside any
 * transaction; anything but a 2xx answer is retried after 2, 4, 8 … seconds (capped at an hour), 12 times.
 * Answers how many were claimed.
 */
export async function deliverSandboxNotifications(
  db: Db,
  secret: string,
  send: SendNotification,
  batch = 20,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(sandboxNotifications)
      .where(and(isNull(sandboxNotifications.deliveredAt), lte(sandboxNotifications.deliverAt, sql`now()`)))
      .orderBy(asc(sandboxNotifications.deliverAt), asc(sandboxNotifications.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const notification of due)
      await tx
        .update(sandboxNotifications)
        .set({ deliverAt: new Date(Date.now() + leaseSeconds * 1000) })
        .where(eq(sandboxNotifications.id, notification.id));
    return due;
  });
  for (const notification of claimed) {
    const attempts = notification.attempts + 1;
    let failure: string | null;
    try {
      const signature = signNotification(secret, notification.body, Math.floor(Date.now() / 1000));
      const status = await send(notification.body, signature);
      failure = status >= 200 && status < 300 ? null : `HTTP ${status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    await db
      .update(sandboxNotifications)
      .set(
        failure === null
          ? { attempts, deliveredAt: new Date(), lastError: null }
          : {
              attempts,
              lastError: failure.slice(0, 500),
              // After the last attempt it is parked a year out: kept for inspection, never sent again by itself.
              deliverAt: new Date(
                Date.now() +
                  (attempts >= maxAttempts ? 365 * 86_400_000 : Math.min(3600, 2 ** attempts) * 1000),
              ),
            },
      )
      .where(eq(sandboxNotifications.id, notification.id));
  }
  return claimed.length;
}
