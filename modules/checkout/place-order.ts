import { createHash } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { removeCartLines } from "../cart/remove-cart-lines.ts";
import { shortSpecsOf } from "../catalog/short-specs.ts";
import { redeemCoupon } from "../coupons/redeem-coupon.ts";
import { createOrder } from "../orders/create-order.ts";
import { findOrderByKey } from "../orders/find-order-by-key.ts";
import type { OrderRow } from "../orders/move-order.ts";
import { ORDER_STATUS } from "../orders/order-status.ts";
import type { PaymentMethod } from "../orders/schemas.ts";
import { findFirstAttempt } from "../payments/find-first-attempt.ts";
import { type RecordedAttempt, recordPaymentAttempt } from "../payments/record-payment-attempt.ts";
import { mailOrderUpdate } from "./mail-order-update.ts";
import { presentSummary } from "./present-summary.ts";
import { type CheckoutSummary, summarizeCheckout } from "./summarize-checkout.ts";

export type PlaceOrderInput = {
  addressId: number;
  paymentMethod: PaymentMethod;
  /** The total the shopper saw; the order is placed only if the server's total is the same. */
  expectedTotal: number;
  /** The summary's cartVersion the shopper saw; a different cart now is refused. */
  cartVersion?: string;
  notes?: string;
  /** A coupon code (normalised); its discount is part of expectedTotal. */
  couponCode?: string | null;
  /** The client's Idempotency-Key: the same key places one order however often it is sent. */
  idempotencyKey: string | null;
};

/**
 * Places the shopper's cart on `site` as one order, in one transaction (ADR 0025): the summary worked out anew
 * from uncached prices, checked against what the shopper saw, the stock of every line taken (by the database, as
 * the transaction commits: ADR 0049), the lines and prices written, the ordered lines taken out of the cart, the
 * order Unpaid with a deadline (or Processing when it costs nothing), and its mail queued. Nothing is charged
 * here: paying is the next step, whose attempt is written here too when `payingWith` names the provider.
 */
export async function placeOrder(
  db: Db,
  customerId: number,
  site: Site,
  input: PlaceOrderInput,
  { now = new Date(), payingWith }: { now?: Date; payingWith?: string } = {},
): Promise<{ order: OrderRow; created: boolean; attempt: RecordedAttempt | null }> {
  const requestHash = hashRequest(site, input);
  let ordered: CheckoutSummary["lines"] = [];
  try {
    return await db.transaction(async (tx) => {
      const summary = await summarizeCheckout(tx, customerId, site, input.addressId, {
        couponCode: input.couponCode,
        now,
      });
      ordered = summary.lines;
      refuseChangedSummary(summary, input);
      const free = summary.total === 0;
      if (free !== (input.paymentMethod === "free"))
        throw new AppError("BAD_REQUEST", "i18n_checkout_error_method", {
          fields: [{ field: "paymentMethod", messageKey: "i18n_checkout_error_method" }],
        });
      const { address } = summary;
      const [created] = await Promise.all([
        createOrder(tx, {
          customerId,
          site: site.code,
          currencyCode: summary.currencyCode,
          status: free ? ORDER_STATUS.PROCESSING : ORDER_STATUS.UNPAID,
          subtotal: summary.subtotal,
          discount: summary.discount,
          shippingFee: summary.shippingFee,
          tax: summary.tax,
          taxIncluded: summary.taxIncluded,
          total: summary.total,
          paymentMethod: input.paymentMethod,
          shippingAddress: {
            email: address.email,
            firstName: address.firstName,
            lastName: address.lastName,
            countryAbbr: address.countryAbbr,
            state: address.state,
            city: address.city,
            address1: address.address1,
            address2: address.address2,
            zipCode: address.zipCode,
            telephone: address.telephone,
            company: address.company,
          },
          notes: input.notes ?? address.notes,
          payBy: new Date(now.getTime() + env().ORDER_PAYMENT_MINUTES * 60_000),
          paidAt: free ? now : null,
          idempotencyKey: input.idempotencyKey,
          requestHash,
          lines: summary.lines.map(({ cartLineId: _line, ...line }) => line),
        }),
        removeCartLines(
          tx,
          customerId,
          summary.lines.map((line) => line.cartLineId),
        ),
      ]);
      // The stock of the order's lines is taken by the database as the transaction commits (ADR 0049): the row
      // locks concurrent orders of one spec queue on are held for the commit alone, not for this round trip and
      // the next. A short spec fails the commit, and everything here rolls back. The coupon, the payment attempt
      // and the mail ride in one round trip (pipelined on the transaction's connection); the mail, over 1 KB,
      // goes last, as the driver sends its buffer at once when it passes 1 KB.
      const [, attempt] = await Promise.all([
        summary.coupon
          ? redeemCoupon(tx, {
              couponId: summary.coupon.couponId,
              orderId: created.id,
              customerId,
              amount: summary.discount,
            })
          : null,
        payingWith && !free
          ? recordPaymentAttempt(tx, payingWith, {
              orderId: created.id,
              method: input.paymentMethod,
              amount: created.total,
              currencyCode: created.currencyCode,
            })
          : null,
        mailOrderUpdate(tx, created, free ? "paid" : "placed"),
      ]);
      return { order: created, created: true, attempt };
    });
  } catch (failure) {
    const error = outOfStock(failure, ordered);
    // A key seen before is not looked up first (that would cost every submit a round trip): a repeat either
    // waits on the unique key until the first commits and fails it, or starts after that commit and finds the
    // cart already ordered (a changed or empty cart). Either way the first's order is the answer.
    const winner =
      input.idempotencyKey && (isUniqueViolation(error) || error instanceof AppError)
        ? await findOrderByKey(db, customerId, input.idempotencyKey)
        : null;
    if (!winner) throw error;
    const order = sameRequest(winner, requestHash);
    // The first may still be calling the provider: its attempt, not a second one, is this answer's payment.
    const attempt =
      payingWith && order.status === ORDER_STATUS.UNPAID
        ? await findFirstAttempt(db, order.id, payingWith, input.paymentMethod)
        : null;
    return { order, created: false, attempt };
  }
}

/** The commit refused for want of stock, as the shopper's answer naming those lines; any other error as is. */
function outOfStock(error: unknown, lines: CheckoutSummary["lines"]): unknown {
  const short = shortSpecsOf(error);
  if (!short) return error;
  const names = lines.filter((line) => short.includes(line.specId)).map((line) => line.name);
  return new AppError("CONFLICT", "i18n_checkout_error_stock", {
    values: { names: [...new Set(names)].join(", ") },
    data: { outOfStockSpecIds: short },
  });
}

function refuseChangedSummary(summary: CheckoutSummary, input: PlaceOrderInput): void {
  const data = { summary: presentSummary(summary) };
  if (input.cartVersion !== undefined && input.cartVersion !== summary.cartVersion)
    throw new AppError("CONFLICT", "i18n_checkout_error_cart_changed", { data });
  if (input.expectedTotal !== summary.total)
    throw new AppError("CONFLICT", "i18n_checkout_error_amount", { data });
}

function sameRequest(order: OrderRow, requestHash: string): OrderRow {
  if (order.requestHash !== requestHash)
    throw new AppError("UNPROCESSABLE", "i18n_checkout_error_idempotency_reused");
  return order;
}

function hashRequest(site: Site, input: PlaceOrderInput): string {
  const { idempotencyKey: _key, ...body } = input;
  const canonical = JSON.stringify([
    site.code,
    body.addressId,
    body.paymentMethod,
    body.expectedTotal,
    body.cartVersion ?? null,
    body.notes ?? null,
    // Without a coupon the hash is what it was before coupons existed.
    ...(body.couponCode ? [body.couponCode] : []),
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = current.cause;
  }
  return false;
}
