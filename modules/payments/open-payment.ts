import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { AppError } from "../../lib/errors.ts";
import { logger } from "../../lib/logger.ts";
import type { PaymentProvider, PaymentRequest } from "./payment-provider.ts";
import { type RecordedAttempt, recordPaymentAttempt } from "./record-payment-attempt.ts";
import { payments } from "./tables.ts";

/** An open attempt younger than this, for the same order, method and amount, is offered again. */
const reuseWithinMs = 15 * 60_000;

const markOpen = prepareOnce((db) =>
  db
    .update(payments)
    .set({
      providerReference: sql`${sql.placeholder("reference")}`,
      redirectUrl: sql`${sql.placeholder("redirectUrl")}`,
      status: "open",
      updatedAt: sql`${sql.placeholder("now")}`,
    })
    .where(and(eq(payments.id, sql.placeholder("id")), eq(payments.status, "created")))
    .prepare("mark_payment_open"),
);

export type PaymentAttempt = Omit<PaymentRequest, "idempotencyKey"> & { orderId: number };

/**
 * Starts paying an order at a provider and answers the provider's page to send the shopper to. The attempt and
 * its idempotency key are written (and committed) before the provider is called (`recorded` when the order's
 * transaction wrote it), so a lost answer leaves a record, not a payment nobody knows of. Clicking pay again
 * soon after reuses the open attempt; an order placed a moment ago has none to reuse, so `reuseOpen: false`
 * spares the look.
 */
export async function openPayment(
  db: Db,
  provider: PaymentProvider,
  attempt: PaymentAttempt,
  {
    now = new Date(),
    reuseOpen = true,
    recorded,
  }: { now?: Date; reuseOpen?: boolean; recorded?: RecordedAttempt } = {},
): Promise<{ paymentId: number; redirectUrl: string }> {
  const [open] = !reuseOpen
    ? []
    : await db
        .select({ id: payments.id, redirectUrl: payments.redirectUrl })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, attempt.orderId),
            eq(payments.provider, provider.name),
            eq(payments.method, attempt.method),
            eq(payments.amount, attempt.amount),
            eq(payments.status, "open"),
            gt(payments.createdAt, new Date(now.getTime() - reuseWithinMs)),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
  if (open?.redirectUrl) return { paymentId: open.id, redirectUrl: open.redirectUrl };
  if (recorded?.redirectUrl) return { paymentId: recorded.paymentId, redirectUrl: recorded.redirectUrl };

  const { paymentId, idempotencyKey } = recorded ?? (await recordPaymentAttempt(db, provider.name, attempt));
  const { orderId: _order, ...request } = attempt;
  let answer: { reference: string; redirectUrl: string };
  try {
    answer = await provider.createPayment({ ...request, idempotencyKey });
  } catch (error) {
    logger.error("payment provider refused or did not answer", {
      provider: provider.name,
      orderNumber: attempt.orderNumber,
      error,
    });
    throw new AppError("UNAVAILABLE", "i18n_pay_error_provider");
  }
  await markOpen(db).execute({
    reference: answer.reference,
    redirectUrl: answer.redirectUrl,
    now: new Date().toISOString(),
    id: paymentId,
  });
  return { paymentId, redirectUrl: answer.redirectUrl };
}
