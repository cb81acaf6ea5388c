import { randomUUID } from "node:crypto";
import { readDecimalId } from "../../../lib/decimal-id.ts";
import { AppError } from "../../../lib/errors.ts";
import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { listAddresses } from "../../../modules/addresses/list-addresses.ts";
import { presentSummary } from "../../../modules/checkout/present-summary.ts";
import { summarizeCheckout } from "../../../modules/checkout/summarize-checkout.ts";
import { listWalletCoupons } from "../../../modules/coupons/list-wallet-coupons.ts";
import { couponCode } from "../../../modules/coupons/schemas.ts";
import { PAYMENT_METHODS } from "../../../modules/orders/schemas.ts";
import { listCountries } from "../../../modules/regions/list-countries.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";

/**
 * /order_checkout: the shopper's addresses (the one in `?address=`, else the default), the order summary for it
 * worked out from the database's prices with the coupon of `?coupon=` (refused next to its field, the summary
 * then without it), the payment methods, and a fresh idempotency key for the form, so a double submit places
 * one order. A visitor goes to login and comes back (ADR 0025).
 */
export async function loadCheckout(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db } = context.get(pageContext);
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const [addresses, account, wallet] = await Promise.all([
    listAddresses(db, customerId),
    getUserInfo(db, customerId),
    listWalletCoupons(db, customerId, site, { status: "unused", pageNum: 1, pageSize: 20 }),
  ]);
  const wanted = readDecimalId(url.searchParams.get("address"));
  const address =
    addresses.find((entry) => entry.id === wanted) ??
    addresses.find((entry) => entry.isDefault) ??
    addresses[0];
  let summary: ReturnType<typeof presentSummary> | null = null;
  let refusal: { key: string; values: Record<string, string | number> } | null = null;
  let couponRefusal: { key: string; values: Record<string, string | number> } | null = null;
  const typedCoupon = url.searchParams.get("coupon")?.slice(0, 60) ?? "";
  const coupon = typedCoupon ? couponCode.safeParse(typedCoupon) : null;
  if (coupon && !coupon.success) couponRefusal = { key: "i18n_coupon_error_code", values: {} };
  if (address) {
    const summarize = (code: string | null) =>
      summarizeCheckout(db, customerId, site, address.id, { couponCode: code });
    try {
      summary = presentSummary(await summarize(coupon?.success ? coupon.data : null));
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const aboutCoupon = error.fields.some((field) => field.field === "couponCode");
      if (!aboutCoupon) refusal = { key: error.messageKey, values: error.values };
      else {
        // The coupon cannot be used: say why next to it, and show the summary without it.
        couponRefusal = { key: error.messageKey, values: error.values };
        summary = presentSummary(await summarize(null));
      }
    }
  }
  return {
    addresses,
    addressId: address?.id ?? null,
    summary,
    refusal,
    coupon: {
      typed: typedCoupon,
      refusal: couponRefusal,
      // The wallet's coupons for this site's money, to pick from.
      wallet: wallet.list
        .filter((entry) => entry.site === site.code)
        .map((entry) => ({ code: entry.code, scopeText: entry.scopeText })),
    },
    methods:
      summary?.total === 0 ? (["free"] as const) : PAYMENT_METHODS.filter((method) => method !== "free"),
    idempotencyKey: randomUUID(),
    countries: listCountries(site.lang),
    defaultCountry: site.country,
    email: account.email ?? "",
    adding: url.searchParams.has("add") || addresses.length === 0,
  };
}
