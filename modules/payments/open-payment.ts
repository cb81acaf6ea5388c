import { randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { logger } from "../../lib/logger.ts";
import type { PaymentProvider, PaymentRequest } from "./payment-provider.ts";
import { payments } from "./tables.ts";

/** An open attempt younger than this, for the same order, method and amount, is offered again. */
const reuseWithinMs = 15 * 60_000;

export type PaymentAttempt = Omit<PaymentRequest, "idempotencyKey"> & { orderId: number };

/**
 * Starts paying an order at a provider and answers the provider's page to send the shopper to. The attempt and
 * its idempotency key are written (and committed) before the provider is called, so a lost answer leaves a
 * record, not a payment nobody knows of. Clicking pay again soon after reuses the open attempt; an order placed
 * a moment ago has none to reuse, so `reuseOpen: false` spares the look.
 */
export async function openPayment(
  db: Db,
  provider: PaymentProvider,
  attempt: PaymentAttempt,
  { now = new Date(), reuseOpen = true }: { now?: Date; reuseOpen?: boolean } = {},
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

  const idempotencyKey = `pay_${randomUUID()}`;
  const [created] = await db
    .insert(payments)
    .values({
      orderId: attempt.orderId,
      provider: provider.name,
      method: attempt.method,
      amount: attempt.amount,
      currencyCode: attempt.currencyCode,
      status: "created",
      idempotencyKey,
    })
    .returning({ id: payments.id });
  if (!created) throw new Error("the payment attempt was not written");
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
  await db
    .update(payments)
    .set({
      providerReference: answer.reference,
      redirectUrl: answer.redirectUrl,
      status: "open",
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, created.id), eq(payments.status, "created")));
  return { paymentId: created.id, redirectUrl: answer.redirectUrl };
}
