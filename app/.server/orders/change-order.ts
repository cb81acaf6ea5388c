import { data, redirect, redirectDocument } from "react-router";
import { env } from "../../../lib/env.ts";
import { hasNulCharacter } from "../../../lib/nul-character.ts";
import { resolveSite, sitePrefix } from "../../../lib/sites.ts";
import { cancelOrder } from "../../../modules/checkout/cancel-order.ts";
import { payOrder } from "../../../modules/checkout/pay-order.ts";
import { repurchaseOrder } from "../../../modules/checkout/repurchase-order.ts";
import { paymentMethod } from "../../../modules/orders/schemas.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";
import { readActionError } from "../site/read-action-error.ts";

export type OrderActionData = { formError?: string };

/**
 * The actions of the order screens, by `intent`: cancel (then back to where the shopper was), repurchase (then
 * the cart of the order's site), pay (then the payment provider's page). Another shopper's order is not found.
 */
export async function changeOrder(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db, payments, wakeWorkers } = context.get(pageContext);
  const form = await request.formData();
  const value = (name: string) => {
    const field = form.get(name);
    return typeof field === "string" ? field.trim() : "";
  };
  const orderNumber = value("orderNumber");
  if (!orderNumber || orderNumber.length > 40 || hasNulCharacter(orderNumber))
    throw data(null, { status: 404 });
  const { site, prefixed } = readSiteFromPath(new URL(request.url).pathname);
  const prefix = prefixed ? `/${site.code}` : "";
  const detail = `${prefix}/personal/order_detail?orderNumber=${encodeURIComponent(orderNumber)}`;
  try {
    switch (value("intent")) {
      case "cancel": {
        await cancelOrder(db, customerId, orderNumber);
        wakeWorkers();
        const back = value("back") === "list" ? `${prefix}/personal/order_list?canceled` : detail;
        return redirect(back);
      }
      case "repurchase": {
        const { site: orderSite } = await repurchaseOrder(db, customerId, orderNumber);
        return redirect(`${sitePrefix(resolveSite(orderSite).code)}/shopping_cart`);
      }
      case "pay": {
        const method = paymentMethod.exclude(["free"]).safeParse(value("method"));
        if (!method.success) return redirect(`${detail}&pay`);
        const { payUrl } = await payOrder(
          db,
          payments.active,
          customerId,
          orderNumber,
          method.data,
          env().PUBLIC_URL,
        );
        return redirectDocument(payUrl);
      }
      default:
        throw data(null, { status: 400 });
    }
  } catch (error) {
    const { formError } = readActionError(error);
    if (!formError) throw error;
    return { formError } satisfies OrderActionData;
  }
}
