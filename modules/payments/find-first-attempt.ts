import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { PaymentMethod } from "../orders/schemas.ts";
import type { RecordedAttempt } from "./record-payment-attempt.ts";
import { payments } from "./tables.ts";

/**
 * The attempt an order's own transaction wrote at this provider by this method, while it is still created or
 * open: a submit repeated with the same Idempotency-Key pays through it (the same key at the provider, so the
 * same page) instead of opening a second payment for the one order. An attempt by another method (the shopper
 * paying again from the order's page) is not the submit's.
 */
export async function findFirstAttempt(
  db: Db,
  orderId: number,
  providerName: string,
  method: PaymentMethod,
): Promise<RecordedAttempt | null> {
  const [first] = await db
    .select({
      paymentId: payments.id,
      idempotencyKey: payments.idempotencyKey,
      redirectUrl: payments.redirectUrl,
    })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, providerName),
        eq(payments.method, method),
        inArray(payments.status, ["created", "open"]),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  return first ?? null;
}
