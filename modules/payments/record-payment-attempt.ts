import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import type { PaymentMethod } from "../orders/schemas.ts";
import { payments } from "./tables.ts";

/** A written attempt; `redirectUrl` once the provider answered its page. */
export type RecordedAttempt = { paymentId: number; idempotencyKey: string; redirectUrl?: string | null };

const insertAttempt = prepareOnce((db) =>
  db
    .insert(payments)
    .values({
      orderId: sql.placeholder("orderId"),
      provider: sql.placeholder("provider"),
      method: sql.placeholder("method"),
      amount: sql.placeholder("amount"),
      currencyCode: sql.placeholder("currencyCode"),
      status: "created",
      idempotencyKey: sql.placeholder("idempotencyKey"),
    })
    .returning({ id: payments.id })
    .prepare("insert_payment_attempt"),
);

/**
 * Writes a payment attempt and the store's idempotency key for it, before the provider hears of it: a lost
 * answer then leaves a record, not a payment nobody knows of. Inside the order's transaction (ADR 0025) it
 * commits with the order and costs no round trip of its own.
 */
export async function recordPaymentAttempt(
  db: Db | Tx,
  providerName: string,
  attempt: { orderId: number; method: PaymentMethod; amount: number; currencyCode: string },
): Promise<RecordedAttempt> {
  const idempotencyKey = `pay_${randomUUID()}`;
  const [created] = await insertAttempt(db).execute({ ...attempt, provider: providerName, idempotencyKey });
  if (!created) throw new Error("the payment attempt was not written");
  return { paymentId: created.id, idempotencyKey };
}
