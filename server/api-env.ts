import type { Db } from "../db/client.ts";
import type { ApiClient } from "../lib/env.ts";
import type { Site } from "../lib/sites.ts";
import type { PaymentProviders } from "../modules/payments/payment-providers.ts";
import type { Shopper } from "./request/shopper.ts";

/** Hono variables set by the middleware for every request. */
export type ApiEnv = {
  Variables: {
    db: Db;
    requestId: string;
    site: Site;
    brand: string | null;
    client: ApiClient | null;
    token: string | null;
    shopper: Shopper;
    /** Set by requireCustomer on the calls that need a signed-in shopper. */
    customerId: number;
    secureHeadersNonce?: string;
    payments: PaymentProviders;
    /** Called after an order, payment or sandbox action queued work, so the workers do it now. */
    wakeWorkers: () => void;
    /** Called after a call that queued only mail: the checkout worker has nothing new to do. */
    wakeMailWorker: () => void;
  };
};
