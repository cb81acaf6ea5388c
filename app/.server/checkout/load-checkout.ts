import { randomUUID } from "node:crypto";
import { AppError } from "../../../lib/errors.ts";
import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { listAddresses } from "../../../modules/addresses/list-addresses.ts";
import { presentSummary } from "../../../modules/checkout/present-summary.ts";
import { summarizeCheckout } from "../../../modules/checkout/summarize-checkout.ts";
import { PAYMENT_METHODS } from "../../../modules/orders/schemas.ts";
import { listCountries } from "../../../modules/regions/list-countries.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";

/**
 * /order_checkout: the shopper's addresses (the one in `?address=`, else the default), the order summary for it
 * worked out from the database's prices, the payment methods, and a fresh idempotency key for the form, so a
 * double submit places one order. A visitor goes to login and comes back (ADR 0025).
 */
export async function loadCheckout(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db } = context.get(pageContext);
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const [addresses, account] = await Promise.all([
    listAddresses(db, customerId),
    getUserInfo(db, customerId),
  ]);
  const wanted = Number(url.searchParams.get("address"));
  const address =
    addresses.find((entry) => entry.id === wanted) ??
    addresses.find((entry) => entry.isDefault) ??
    addresses[0];
  let summary: ReturnType<typeof presentSummary> | null = null;
  let refusal: { key: string; values: Record<string, string | number> } | null = null;
  if (address) {
    try {
      summary = presentSummary(await summarizeCheckout(db, customerId, site, address.id));
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      refusal = { key: error.messageKey, values: error.values };
    }
  }
  return {
    addresses,
    addressId: address?.id ?? null,
    summary,
    refusal,
    methods:
      summary?.total === 0 ? (["free"] as const) : PAYMENT_METHODS.filter((method) => method !== "free"),
    idempotencyKey: randomUUID(),
    countries: listCountries(site.lang),
    defaultCountry: site.country,
    email: account.email ?? "",
    adding: url.searchParams.has("add") || addresses.length === 0,
  };
}
