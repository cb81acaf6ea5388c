import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import type { PaymentProvider, ProviderName } from "./payment-provider.ts";
import { createSandboxProvider } from "./sandbox/create-sandbox-provider.ts";
import { createStripeProvider } from "./stripe/create-stripe-provider.ts";

export type PaymentProviders = {
  /** The provider new payments go to. */
  active: PaymentProvider;
  /** A configured provider by name: its notifications and refunds reach it; any other name is unknown. */
  named: (name: ProviderName) => PaymentProvider | undefined;
};

/**
 * The payment provider of this deployment (ADRs 0026, 0029): Stripe when both its keys are set, otherwise the
 * sandbox built into the store. Only that one is configured: a deployment on Stripe has no sandbox pages and
 * refuses sandbox notifications. Half a Stripe configuration is a mistake and stops the start.
 */
export function createPaymentProviders(db: Db): PaymentProviders {
  const config = env();
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      "set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (the sandbox then takes payments)",
    );
  const active =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : createSandboxProvider(db, { pagesOrigin: config.PUBLIC_URL, secret: config.SANDBOX_WEBHOOK_SECRET });
  return { active, named: (name) => (name === active.name ? active : undefined) };
}
