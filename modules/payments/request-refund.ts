import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { payments, refunds } from "./tables.ts";

export type RefundReason = "order_canceled" | "paid_twice" | "shop_refund";

/**
 * Records that `amount` of a succeeded payment is to be given back, inside the caller's transaction; the
 * payments worker asks the provider once the transaction commits, and the provider's notification confirms it.
 * What is asked back never exceeds what the payment took minus what was already asked back (409 otherwise).
 */
export async function requestRefund(
  tx: Tx,
  request: { paymentId: number; amount: number; reason: RefundReason },
): Promise<{ refundId: number }> {
  const [payment] = await tx
    .select({ amount: payments.amount })
    .from(payments)
    .where(eq(payments.id, request.paymentId))
    .for("update")
    .limit(1);
  if (!payment) throw new AppError("NOT_FOUND", "i18n_order_error_not_found");
  const [asked] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, request.paymentId), ne(refunds.status, "failed")));
  const refundable = payment.amount - (asked?.sum ?? 0);
  if (!Number.isInteger(request.amount) || request.amount <= 0 || request.amount > refundable)
    throw new AppError("CONFLICT", "i18n_order_error_refund_amount", { values: { refundable } });
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: request.paymentId,
      amount: request.amount,
      status: "requested",
      reason: request.reason,
      idempotencyKey: `rf_${randomUUID()}`,
    })
    .returning({ id: refunds.id });
  if (!refund) throw new Error("the refund was not written");
  return { refundId: refund.id };
}
