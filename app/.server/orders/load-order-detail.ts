import { data } from "react-router";
import { AppError } from "../../../lib/errors.ts";
import { hasNulCharacter } from "../../../lib/nul-character.ts";
import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { getOrderDetail } from "../../../modules/orders/get-order-detail.ts";
import { PAYMENT_METHODS } from "../../../modules/orders/schemas.ts";
import { listCountries } from "../../../modules/regions/list-countries.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";

/**
 * /personal/order_detail?orderNumber=…: one of the shopper's orders; someone else's number, or an unknown one,
 * is the not-found page. `paying` is set when the payment provider sent the shopper back (`&paying=1`), so the
 * screen can wait for the provider's confirmation; `cancel` opens the confirmation (ADR 0022).
 */
export async function loadOrderDetail(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db } = context.get(pageContext);
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const orderNumber = url.searchParams.get("orderNumber")?.trim() ?? "";
  if (!orderNumber || orderNumber.length > 40 || hasNulCharacter(orderNumber))
    throw data(null, { status: 404 });
  const [order, account] = await Promise.all([
    getOrderDetail(db, customerId, orderNumber).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }),
    getUserInfo(db, customerId),
  ]);
  return {
    order: {
      ...order,
      placedAt: order.placedAt.toISOString(),
      payBy: order.payBy?.toISOString() ?? null,
      logistics: { ...order.logistics, shippedAt: order.logistics.shippedAt?.toISOString() ?? null },
      history: order.history.map((event) => ({ ...event, at: event.at.toISOString() })),
    },
    countries: listCountries(site.lang).filter(
      (country) => country.abbr === order.shippingAddress.countryAbbr,
    ),
    methods: PAYMENT_METHODS.filter((method) => method !== "free"),
    displayName: account.displayName,
    paying: url.searchParams.has("paying"),
    confirmCancel: url.searchParams.has("cancel"),
    choosePayment: url.searchParams.has("pay"),
    now: new Date().toISOString(),
  };
}
