import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { verifyNotification } from "../notification-signature.ts";
import type { PaymentProvider, ProviderEvent } from "../payment-provider.ts";
import { queueSandboxNotification, type SandboxNotificationBody } from "./queue-sandbox-notification.ts";
import { sandboxPayments, sandboxRefunds } from "./tables.ts";

export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";
/** Its refund confirmations wait this long, as a real provider's do, so the store has stored the refund's id. */
const refundConfirmSeconds = 2;

const idFrom = (prefix: string, key: string) =>
  `${prefix}_${createHash("sha256").update(key).digest("base64url").slice(0, 24)}`;

/**
 * The sandbox payment provider (ADR 0026): a provider that lives inside the store, with its own books, hosted
 * pages under /sandbox-pay and signed notifications delivered by its worker, so a fresh machine can pay end to
 * end. `pagesOrigin` is where its pages are reached (the store's PUBLIC_URL).
 */
export function createSandboxProvider(
  db: Db,
  options: { pagesOrigin: string; secret: string },
): PaymentProvider {
  return {
    name: "sandbox",
    async createPayment(request) {
      // One payment per idempotency key, as a real provider answers a retried call.
      const id = idFrom("sbx_pay", request.idempotencyKey);
      await db
        .insert(sandboxPayments)
        .values({
          id,
          amount: request.amount,
          currencyCode: request.currencyCode,
          method: request.method,
          status: "open",
          description: request.orderNumber,
          returnUrl: request.returnUrl,
          locale: request.locale,
        })
        .onConflictDoNothing();
      return { reference: id, redirectUrl: new URL(`/sandbox-pay/${id}`, options.pagesOrigin).href };
    },

    async readNotification(rawBody, headers) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (!verifyNotification(options.secret, rawBody, headers.get(SANDBOX_SIGNATURE_HEADER), nowSeconds))
        throw new AppError("BAD_REQUEST", "i18n_pay_error_signature");
      const body = JSON.parse(rawBody) as SandboxNotificationBody;
      const event: ProviderEvent = {
        provider: "sandbox",
        eventId: body.id,
        type: body.type,
        paymentReference: body.data.payment,
        amount: body.data.amount,
        currencyCode: body.data.currency,
      };
      if (body.data.refund) event.refundReference = body.data.refund;
      return event;
    },

    async refund(request) {
      const id = idFrom("sbx_re", request.idempotencyKey);
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, request.paymentReference))
          .for("update")
          .limit(1);
        const [given] = await tx
          .select({ sum: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
          .from(sandboxRefunds)
          .where(and(eq(sandboxRefunds.paymentId, request.paymentReference)));
        const [already] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id)).limit(1);
        if (already) return { refundReference: id };
        const refundable =
          payment?.status === "succeeded" && payment.currencyCode === request.currencyCode
            ? payment.amount - (given?.sum ?? 0)
            : 0;
        const ok = request.amount > 0 && request.amount <= refundable;
        if (ok)
          await tx
            .insert(sandboxRefunds)
            .values({ id, paymentId: request.paymentReference, amount: request.amount });
        await queueSandboxNotification(tx, {
          type: ok ? "refund.succeeded" : "refund.failed",
          payment: request.paymentReference,
          amount: request.amount,
          currency: request.currencyCode,
          refund: id,
          delaySeconds: refundConfirmSeconds,
        });
        return { refundReference: id };
      });
    },
  };
}
