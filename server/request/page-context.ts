import { createContext, RouterContextProvider } from "react-router";
import type { Db } from "../../db/client.ts";
import type { PaymentProviders } from "../../modules/payments/payment-providers.ts";
import type { Shopper } from "./shopper.ts";

/** What the server hands every page loader and action. */
export type PageContext = {
  db: Db;
  requestId: string;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  nonce: string;
  /** The caller's address, for the rate limits of sign-in and codes. */
  ip: string;
  /** Sends queued mail now rather than at the worker's next round. */
  wakeMailWorker: () => void;
  /** The signed-in shopper of this request, looked up once (by the session cookie). */
  shopper: Shopper;
  /** The payment providers (ADR 0026): the active one opens payments for the checkout and order pages. */
  payments: PaymentProviders;
  /** Wakes the mail and checkout workers after an order, a cancel or a payment queued work for them. */
  wakeWorkers: () => void;
};

export const pageContext = createContext<PageContext>();

export function createPageContext(value: PageContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(pageContext, value);
  return provider;
}

/** The load context as loaders and actions receive it. */
export type LoadContext = Readonly<RouterContextProvider>;
