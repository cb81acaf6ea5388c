import type { PaymentMethod } from "../orders/schemas.ts";

export type ProviderName = "sandbox" | "stripe";

/** What a provider is asked to collect: one attempt to pay one order. */
export type PaymentRequest = {
  /** The store's key of this attempt, stored before the provider is called and sent as its idempotency key. */
  idempotencyKey: string;
  orderNumber: string;
  amount: number;
  currencyCode: string;
  method: Exclude<PaymentMethod, "free">;
  /** Where the provider sends the shopper back after paying, failing or giving up. */
  returnUrl: string;
  /** The shopper's locale (en-US, de-DE, …) for the provider's pages. */
  locale: string;
};

/**
 * What a verified notification says, in the store's words. `paymentReference` is the provider's id of the
 * payment the store stored when it created it; amounts in minor units.
 */
export type ProviderEvent = {
  provider: ProviderName;
  eventId: string;
  type:
    | "payment.succeeded"
    | "payment.pending"
    | "payment.failed"
    | "payment.canceled"
    | "refund.succeeded"
    | "refund.failed";
  paymentReference: string;
  amount: number;
  currencyCode: string;
  refundReference?: string;
};

/** A payment provider (ADR 0026): the sandbox built into the store, or Stripe. */
export interface PaymentProvider {
  name: ProviderName;
  /** Creates the payment at the provider; answers its reference and the hosted page to send the shopper to. */
  createPayment(request: PaymentRequest): Promise<{ reference: string; redirectUrl: string }>;
  /**
   * Verifies a notification's signature over its raw body and reads it; null when it is not one the store acts
   * on. Throws AppError BAD_REQUEST when the signature is missing, wrong or stale.
   */
  readNotification(rawBody: string, headers: Headers): Promise<ProviderEvent | null>;
  /** Asks for `amount` back; the result arrives later as a refund notification. */
  refund(request: {
    paymentReference: string;
    amount: number;
    currencyCode: string;
    idempotencyKey: string;
  }): Promise<{ refundReference: string }>;
}
