import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import type { OrderRow } from "../orders/move-order.ts";
import { ORDER_STATUS } from "../orders/order-status.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { payPlacedOrder } from "./pay-order.ts";
import { type PlaceOrderInput, placeOrder } from "./place-order.ts";

/**
 * The checkout's submit, for the API and the page alike: places the order (ADR 0025) with its payment attempt,
 * then opens that payment and answers the provider's page (null when the order costs nothing or was already
 * paid). The order stays placed when the provider does not answer: that 503 carries `orderNumber`, whose page
 * offers to pay again.
 */
export async function placeAndPayOrder(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  site: Site,
  input: PlaceOrderInput,
  publicUrl: string,
): Promise<{ order: OrderRow; payUrl: string | null }> {
  const { order, attempt } = await placeOrder(db, customerId, site, input, { payingWith: provider.name });
  if (order.status !== ORDER_STATUS.UNPAID || input.paymentMethod === "free") return { order, payUrl: null };
  try {
    const { payUrl } = await payPlacedOrder(db, provider, order, input.paymentMethod, publicUrl, {
      recorded: attempt ?? undefined,
    });
    return { order, payUrl };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "UNAVAILABLE") throw error;
    throw new AppError("UNAVAILABLE", error.messageKey, { data: { orderNumber: order.orderNumber } });
  }
}
