import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { logger } from "../../lib/logger.ts";
import type { PaymentProvider, ProviderName } from "./payment-provider.ts";
import { payments, refunds } from "./tables.ts";

/** A refund claimed this long ago and never answered (the instance died mid-call) is asked for again. */
const claimLeaseMs = 5 * 60_000;

/**
 * Asks the providers for the refunds recorded since the last round. A refund is first claimed in a short
 * transaction (`SKIP LOCKED`: another instance takes the next one), then its provider is called outside any
 * transaction, with the refund's own idempotency key, so a refund asked twice after a crash is still given once.
 * Answers how many were sent.
 */
export async function submitRequestedRefunds(
  db: Db,
  providerNamed: (name: ProviderName) => PaymentProvider | undefined,
  batch = 10,
): Promise<number> {
  let sent = 0;
  for (let index = 0; index < batch; index++) {
    const due = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ refund: refunds, payment: payments })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          and(
            isNull(refunds.providerRefundId),
            or(
              eq(refunds.status, "requested"),
              and(
                eq(refunds.status, "submitting"),
                lt(refunds.updatedAt, new Date(Date.now() - claimLeaseMs)),
              ),
            ),
          ),
        )
        .orderBy(asc(refunds.id))
        .limit(1)
        .for("update", { of: refunds, skipLocked: true });
      if (row)
        await tx
          .update(refunds)
          .set({ status: "submitting", updatedAt: new Date() })
          .where(eq(refunds.id, row.refund.id));
      return row;
    });
    if (!due) break;
    const provider = providerNamed(due.payment.provider as ProviderName);
    if (!provider || !due.payment.providerReference) {
      logger.error("refund for a payment no provider of this instance can refund", {
        refundId: due.refund.id,
        provider: due.payment.provider,
      });
      await db
        .update(refunds)
        .set({ status: "failed", updatedAt: new Date() })
        .where(eq(refunds.id, due.refund.id));
      continue;
    }
    try {
      const { refundReference } = await provider.refund({
        paymentReference: due.payment.providerReference,
        amount: due.refund.amount,
        currencyCode: due.payment.currencyCode,
        idempotencyKey: due.refund.idempotencyKey,
      });
      await db
        .update(refunds)
        .set({ providerRefundId: refundReference, status: "submitted", updatedAt: new Date() })
        .where(and(eq(refunds.id, due.refund.id), inArray(refunds.status, ["submitting"])));
      sent++;
    } catch (error) {
      // Left "submitting": the lease runs out and a later round asks again with the same key.
      logger.error("provider did not take a refund; asking again later", {
        refundId: due.refund.id,
        error,
      });
      break;
    }
  }
  return sent;
}
