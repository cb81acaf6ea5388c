import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import type { PaymentProvider, ProviderName } from "./payment-provider.ts";
import { createSandboxProvider } from "./sandbox/create-sandbox-provider.ts";

export type PaymentProviders = {
  /** The provider new payments go to. */
  active: PaymentProvider;
  /** Any configured provider by name: notifications and refunds of earlier payments still reach theirs. */
  named: (name: ProviderName) => PaymentProvider | undefined;
};

/** The providers of this deployment (ADR 0026): the sandbox always; new payments go to it. */
export function createPaymentProviders(db: Db): PaymentProviders {
  const config = env();
  const sandbox = createSandboxProvider(db, {
    pagesOrigin: config.PUBLIC_URL,
    secret: config.SANDBOX_WEBHOOK_SECRET,
  });
  const all = new Map<ProviderName, PaymentProvider>([["sandbox", sandbox]]);
  return { active: sandbox, named: (name) => all.get(name) };
}
