import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { logger } from "../../lib/logger.ts";
import type { ProviderEvent } from "./payment-provider.ts";
import { paymentEvents, payments, refunds } from "./tables.ts";

export type RecordedPayment = {
  id: number;
  orderId: number;
  amount: number;
  currencyCode: string;
  method: string;
};

export type RecordedEvent = { payment: RecordedPayment; event: ProviderEvent };

/** How far a payment has come: a notification never moves it back (a late "pending" after "succeeded"). */
const rank: Record<string, number> = {
  created: 0,
  open: 0,
  pending: 1,
  failed: 2,
  canceled: 2,
  succeeded: 3,
};
const statusOf: Partial<Record<ProviderEvent["type"], string>> = {
  "payment.succeeded": "succeeded",
  "payment.pending": "pending",
  "payment.failed": "failed",
  "payment.canceled": "canceled",
};

/**
 * Records a verified notification inside the caller's transaction and answers what the order should learn from
 * it, or null when nothing: the provider's event id is written once (a redelivery finds it and changes nothing),
 * and a notification for an unknown payment, or whose amount or currency differs from what was asked, is kept
 * as refused and logged.
 */
export async function recordProviderEvent(tx: Tx, event: ProviderEvent): Promise<RecordedEvent | null> {
  const [seen] = await tx
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.eventId, type: event.type, outcome: "received" })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!seen) return null;
  const settle = (outcome: string, paymentId: number | null = null) =>
    tx.update(paymentEvents).set({ outcome, paymentId }).where(eq(paymentEvents.id, seen.id));

  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, event.provider), eq(payments.providerReference, event.paymentReference)))
    .for("update")
    .limit(1);
  if (!payment) {
    await settle("refused");
    logger.warn("notification for an unknown payment", { provider: event.provider, event: event.eventId });
    return null;
  }
  const recorded = { payment, event };

  if (event.type === "refund.succeeded" || event.type === "refund.failed") {
    const [refund] = event.refundReference
      ? await tx
          .select()
          .from(refunds)
          .where(and(eq(refunds.paymentId, payment.id), eq(refunds.providerRefundId, event.refundReference)))
          .for("update")
          .limit(1)
      : [];
    if (!refund || refund.amount !== event.amount || payment.currencyCode !== event.currencyCode) {
      await settle("refused", payment.id);
      logger.warn("refund notification that matches no refund asked for", {
        provider: event.provider,
        event: event.eventId,
      });
      return null;
    }
    if (refund.status === "succeeded" || refund.status === "failed") {
      await settle("ignored", payment.id);
      return null;
    }
    await tx
      .update(refunds)
      .set({ status: event.type === "refund.succeeded" ? "succeeded" : "failed", updatedAt: new Date() })
      .where(eq(refunds.id, refund.id));
    await settle("applied", payment.id);
    return recorded;
  }

  if (payment.amount !== event.amount || payment.currencyCode !== event.currencyCode) {
    await settle("refused", payment.id);
    logger.warn("notification amount or currency differs from the payment", {
      provider: event.provider,
      event: event.eventId,
      expected: `${payment.amount} ${payment.currencyCode}`,
      received: `${event.amount} ${event.currencyCode}`,
    });
    return null;
  }
  const next = statusOf[event.type];
  if (!next || (rank[next] ?? 0) <= (rank[payment.status] ?? 0)) {
    await settle("ignored", payment.id);
    return null;
  }
  await tx.update(payments).set({ status: next, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
  await settle("applied", payment.id);
  return recorded;
}
