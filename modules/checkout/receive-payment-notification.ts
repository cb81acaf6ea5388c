import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { recordProviderEvent } from "../payments/record-provider-event.ts";
import { applyProviderEvent } from "./apply-provider-event.ts";

/**
 * A provider's notification, from its raw body: verified (400 when the signature is missing, wrong or stale),
 * recorded once by its event id, and applied to its order in the same transaction. Answers whether it changed
 * anything; a repeat, an out-of-order or a refused one changes nothing and is still acknowledged.
 */
export async function receivePaymentNotification(
  db: Db,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
): Promise<{ applied: boolean }> {
  const event = await provider.readNotification(rawBody, headers);
  if (!event) return { applied: false };
  return db.transaction(async (tx) => {
    const recorded = await recordProviderEvent(tx, event);
    if (!recorded) return { applied: false };
    await applyProviderEvent(tx, recorded);
    return { applied: true };
  });
}
