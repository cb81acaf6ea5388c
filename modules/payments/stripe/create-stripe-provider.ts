import type Stripe from "stripe";
import { AppError } from "../../../lib/errors.ts";
import { logger } from "../../../lib/logger.ts";
import { SIGNATURE_TOLERANCE_SECONDS } from "../notification-signature.ts";
import type { PaymentProvider, PaymentRequest, ProviderEvent } from "../payment-provider.ts";

export type StripeProviderOptions = {
  /** The secret API key, `sk_test_…` or `sk_live_…` (STRIPE_SECRET_KEY). */
  secretKey: string;
  /** The signing secret of the store's webhook endpoint, `whsec_…` (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Origin of the Stripe API (STRIPE_API_BASE): Stripe's own when absent, a local fake's in tests. */
  apiBase?: string;
};

type Method = PaymentRequest["method"];
type AllowedMethod = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;
type CheckoutLocale = Stripe.Checkout.SessionCreateParams.Locale;

/**
 * The payment method types a Checkout Session may offer for the method the shopper chose. Google Pay and Apple Pay
 * are wallets on top of `card` in Checkout: Stripe shows their buttons on the card page where the browser has them.
 */
const METHOD_TYPES: Record<Method, AllowedMethod[]> = {
  card: ["card"],
  googlepay: ["card"],
  applepay: ["card"],
  paypal: ["paypal"],
  klarna: ["klarna"],
};

/** The languages Checkout is offered in (its `locale` values but `auto`). */
const CHECKOUT_LOCALES = new Set<string>([
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "en-GB",
  "es",
  "es-419",
  "et",
  "fi",
  "fil",
  "fr",
  "fr-CA",
  "hi-IN",
  "hr",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "lt",
  "lv",
  "ms",
  "mt",
  "nb",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "ro",
  "ru",
  "sk",
  "sl",
  "sv",
  "th",
  "tr",
  "vi",
  "zh",
  "zh-HK",
  "zh-TW",
]);

/** Checkout's `allowed_payment_method_types` for a store payment method. */
export function stripeMethodTypes(method: Method): AllowedMethod[] {
  return [...METHOD_TYPES[method]];
}

/**
 * Checkout's locale for a store locale: the exact tag when Checkout has it (en-GB), else its language
 * (de-DE → de), else auto (the shopper's browser decides).
 */
export function stripeLocale(locale: string): CheckoutLocale {
  const [language = "", region] = locale.trim().split(/[-_]/);
  const tag = region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
  if (CHECKOUT_LOCALES.has(tag)) return tag;
  if (CHECKOUT_LOCALES.has(language.toLowerCase())) return language.toLowerCase();
  return "auto";
}

/** The Stripe client options that point the package at `apiBase` (Stripe's own API when absent). */
function connection(apiBase: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/**
 * The Stripe client, its package loaded only by a deployment that configures Stripe: on the sandbox the store
 * never pays the 18 MB of resident memory it costs (docs/benchmarks.md, 2026-11-27). The load starts when the
 * provider is made, at start, so the first payment does not wait for it.
 */
async function openStripe(options: StripeProviderOptions): Promise<Stripe> {
  const { default: StripeClient } = await import("stripe");
  return new StripeClient(options.secretKey, {
    apiVersion: StripeClient.API_VERSION,
    // Every POST carries the store's idempotency key, so a retried request never makes a second session or refund.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "home-appliance-store" },
    ...connection(options.apiBase),
  });
}

/**
 * The Stripe payment provider (ADR 0029): a hosted Checkout Session per payment attempt, webhooks verified with the
 * package's own signature check, refunds of the session's PaymentIntent. The store's payment reference is the
 * Checkout Session id (`cs_…`).
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const client = openStripe(options);
  // Awaited by every call, which then meets a failure to load; until one comes, it is no unhandled rejection.
  client.catch(() => {});

  /**
   * The Checkout Session a refund belongs to: the one the store named in its metadata when it asked, else (a refund
   * made in Stripe's Dashboard) the session of its PaymentIntent, asked of Stripe.
   */
  async function sessionOfRefund(refund: Stripe.Refund): Promise<string | null> {
    const named = refund.metadata?.paymentReference;
    if (named) return named;
    const paymentIntent = idOf(refund.payment_intent);
    if (!paymentIntent) return null;
    const stripe = await client;
    const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
    return sessions.data[0]?.id ?? null;
  }

  async function refundEvent(
    event: Stripe.Event,
    refund: Stripe.Refund,
    type: "refund.succeeded" | "refund.failed",
  ): Promise<ProviderEvent | null> {
    const paymentReference = await sessionOfRefund(refund);
    if (!paymentReference) {
      logger.warn("stripe refund of no checkout session, ignored", { event: event.id, refund: refund.id });
      return null;
    }
    return {
      provider: "stripe",
      eventId: event.id,
      type,
      paymentReference,
      amount: refund.amount,
      currencyCode: refund.currency.toUpperCase(),
      refundReference: refund.id,
    };
  }

  return {
    name: "stripe",

    // Everything sent derives from the request alone (no clock, no expires_at): a retry with the same key sends the
    // same parameters, so Stripe replays the first session instead of refusing the key.
    async createPayment(request) {
      const stripe = await client;
      const metadata = { orderNumber: request.orderNumber, idempotencyKey: request.idempotencyKey };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currencyCode.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.orderNumber },
              },
            },
          ],
          allowed_payment_method_types: stripeMethodTypes(request.method),
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
          locale: stripeLocale(request.locale),
          client_reference_id: request.orderNumber,
          metadata,
          payment_intent_data: { metadata },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`stripe checkout session ${session.id} has no hosted page`);
      return { reference: session.id, redirectUrl: session.url };
    },

    async readNotification(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new AppError("BAD_REQUEST", "i18n_error_invalid_value");
      const stripe = await client;
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch {
        throw new AppError("BAD_REQUEST", "i18n_error_invalid_value");
      }
      switch (event.type) {
        case "checkout.session.completed": {
          const status = event.data.object.payment_status;
          if (status === "paid") return paymentEvent(event, event.data.object, "payment.succeeded");
          if (status === "unpaid") return paymentEvent(event, event.data.object, "payment.pending");
          return null;
        }
        case "checkout.session.async_payment_succeeded":
          return paymentEvent(event, event.data.object, "payment.succeeded");
        case "checkout.session.async_payment_failed":
          return paymentEvent(event, event.data.object, "payment.failed");
        case "checkout.session.expired":
          return paymentEvent(event, event.data.object, "payment.canceled");
        // One store event per refund outcome: a refund that succeeds at once says so in refund.created, a pending
        // one when refund.updated changes its status; a failure (even after success) comes as refund.failed.
        case "refund.created":
          return event.data.object.status === "succeeded"
            ? refundEvent(event, event.data.object, "refund.succeeded")
            : null;
        case "refund.updated":
          return event.data.previous_attributes?.status !== undefined &&
            event.data.object.status === "succeeded"
            ? refundEvent(event, event.data.object, "refund.succeeded")
            : null;
        case "refund.failed":
          return refundEvent(event, event.data.object, "refund.failed");
        default:
          return null;
      }
    },

    async refund(request) {
      const stripe = await client;
      const session = await stripe.checkout.sessions.retrieve(request.paymentReference);
      const paymentIntent = idOf(session.payment_intent);
      if (!paymentIntent) throw new Error(`stripe checkout session ${session.id} has no payment to refund`);
      if (session.currency && session.currency.toUpperCase() !== request.currencyCode.toUpperCase())
        throw new Error(`stripe checkout session ${session.id} is not in ${request.currencyCode}`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amount,
          metadata: { paymentReference: request.paymentReference },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundReference: refund.id };
    },
  };
}

function paymentEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  type: ProviderEvent["type"],
): ProviderEvent {
  return {
    provider: "stripe",
    eventId: event.id,
    type,
    paymentReference: session.id,
    amount: session.amount_total ?? 0,
    currencyCode: (session.currency ?? "").toUpperCase(),
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
