import { redirect, redirectDocument } from "react-router";
import { z } from "zod";
import { decimalId } from "../../../lib/decimal-id.ts";
import { env } from "../../../lib/env.ts";
import { AppError } from "../../../lib/errors.ts";
import { text } from "../../../lib/nul-character.ts";
import { saveAddress } from "../../../modules/addresses/save-address.ts";
import { placeAndPayOrder } from "../../../modules/checkout/place-and-pay-order.ts";
import type { CheckoutPreview } from "../../../modules/checkout/present-summary.ts";
import { couponCode } from "../../../modules/coupons/schemas.ts";
import { paymentMethod } from "../../../modules/orders/schemas.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { addressForm } from "../../components/personal/address-form.ts";
import {
  type FieldErrors,
  fieldErrorsOf,
  formDataValues,
} from "../../components/personal/use-blur-validation.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";

export type CheckoutActionData = {
  errors?: FieldErrors;
  values?: Record<string, string>;
  formError?: string;
  formValues?: Record<string, string | number>;
  /** The summary worked out again when the total or the cart changed since the page was shown. */
  summary?: CheckoutPreview;
};

const placeForm = z.object({
  addressId: decimalId("i18n_error_invalid_id"),
  paymentMethod,
  expectedTotal: z.coerce.number().int().min(0),
  cartVersion: text().max(64),
  notes: text().trim().max(500).optional(),
  idempotencyKey: text().min(8).max(200),
  couponCode: couponCode.optional(),
});

/**
 * The actions of /order_checkout, by `intent`: `address` saves a new address to the book and shows the
 * checkout for it; `place` places the order (one transaction, ADR 0025) and sends the shopper to the payment
 * provider's page, or to the order when it costs nothing. A changed total or cart answers the new summary.
 */
export async function submitCheckout(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db, payments, wakeMailWorker } = context.get(pageContext);
  const values = formDataValues(await request.formData());
  const { site, prefixed } = readSiteFromPath(new URL(request.url).pathname);
  const prefix = prefixed ? `/${site.code}` : "";
  if (values.intent === "address") {
    const parsed = addressForm.safeParse(values);
    if (!parsed.success) return { errors: fieldErrorsOf(parsed.error), values } satisfies CheckoutActionData;
    const { id } = await saveAddress(db, customerId, parsed.data);
    return redirect(`${prefix}/order_checkout?address=${id}`);
  }
  const parsed = placeForm.safeParse(values);
  if (!parsed.success) {
    // The notes are the one field typed here; their problem is shown as the form's message.
    const formError = fieldErrorsOf(parsed.error).notes ?? "i18n_error_validation";
    return { formError } satisfies CheckoutActionData;
  }
  const form = parsed.data;
  const orderPage = (orderNumber: string) =>
    `${prefix}/personal/order_detail?orderNumber=${encodeURIComponent(orderNumber)}`;
  try {
    const { order, payUrl } = await placeAndPayOrder(
      db,
      payments.active,
      customerId,
      site,
      { ...form, notes: form.notes || undefined },
      env().PUBLIC_URL,
    );
    // The provider's page is no screen of the app: the browser loads it as a document.
    return payUrl ? redirectDocument(payUrl) : redirect(orderPage(order.orderNumber));
  } catch (error) {
    const placed = error instanceof AppError ? error.data?.orderNumber : undefined;
    // The order is placed; the provider did not answer: the order's page offers to pay again.
    if (typeof placed === "string") return redirect(`${orderPage(placed)}&pay`);
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const summary = (error.data?.summary as CheckoutPreview | undefined) ?? undefined;
    return { formError: error.messageKey, formValues: error.values, summary } satisfies CheckoutActionData;
  } finally {
    // The order's mail is queued even when paying could not start; the checkout worker has nothing new to do.
    wakeMailWorker();
  }
}
