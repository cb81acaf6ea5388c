import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { env } from "../../lib/env.ts";
import { payOrder } from "../../modules/checkout/pay-order.ts";
import { placeAndPayOrder } from "../../modules/checkout/place-and-pay-order.ts";
import { presentSummary } from "../../modules/checkout/present-summary.ts";
import {
  checkoutPreview,
  payBody,
  previewBody,
  submitAnswer,
  submitBody,
} from "../../modules/checkout/schemas.ts";
import { summarizeCheckout } from "../../modules/checkout/summarize-checkout.ts";
import type { ApiEnv } from "../api-env.ts";
import { ok } from "../envelope.ts";
import { requireCustomer } from "../middleware/require-customer.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Checkout"];
const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
const idempotencyKey = {
  in: "header" as const,
  name: "Idempotency-Key",
  required: false,
  description: "Makes a repeated submit one order; the same key with another body answers 422",
  schema: { type: "string" as const, maxLength: 200 },
};
const unprocessable = {
  content: {
    "application/json": { schema: z.object({ code: z.number(), data: z.unknown(), message: z.string() }) },
  },
  description:
    "The address is in a country the site does not ship to, nothing in the cart can be ordered, the coupon cannot be used (unknown, not yet valid, expired, used, another site, out of scope, minimum not met: the message says which), or the Idempotency-Key came before with another body",
};
const conflict = {
  content: {
    "application/json": { schema: z.object({ code: z.number(), data: z.unknown(), message: z.string() }) },
  },
  description:
    "The total or the cart differs from what the shopper saw (data.summary is the new one), stock ran out (data.outOfStockSpecIds), the coupon was just used by another order, or the order cannot be paid any more",
};

/** Checkout (issue 11, ADR 0025): the summary, placing the order, paying it. */
export const checkoutRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "post",
      path: "/checkout/preview",
      tags,
      summary: "What the cart costs shipped to one of the shopper's addresses",
      description:
        "Prices are read now, uncached; shipping and tax follow the site and the address. Lines that cannot be ordered are listed in `unavailable`.",
      middleware: requireCustomer,
      parameters: apiHeaderParameters,
      request: { body: json(previewBody) },
      responses: { ...envelopeResponses(checkoutPreview, "The order summary"), 422: unprocessable },
    }),
    async (c) => {
      const { addressId, couponCode } = c.req.valid("json");
      const summary = await summarizeCheckout(c.get("db"), c.get("customerId"), c.get("site"), addressId, {
        couponCode,
      });
      return ok(c, presentSummary(summary));
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/checkout/submit",
      tags,
      summary: "Place the order and start paying it",
      description:
        "One transaction: the summary worked out again, stock reserved, lines and prices written, the ordered lines taken out of the cart, the order Unpaid with a deadline. Then a payment is opened and `payUrl` is its page (null for a free order).",
      middleware: requireCustomer,
      parameters: [...apiHeaderParameters, idempotencyKey],
      request: { body: json(submitBody) },
      responses: {
        ...envelopeResponses(submitAnswer, "The order placed"),
        409: conflict,
        422: unprocessable,
        503: {
          content: unprocessable.content,
          description:
            "The payment provider did not answer; the order is placed and data.orderNumber is the order to pay again",
        },
      },
    }),
    async (c) => {
      const key = c.req.header("Idempotency-Key")?.trim().slice(0, 200) || null;
      try {
        const { order, payUrl } = await placeAndPayOrder(
          c.get("db"),
          c.get("payments").active,
          c.get("customerId"),
          c.get("site"),
          { ...c.req.valid("json"), idempotencyKey: key },
          env().PUBLIC_URL,
        );
        return ok(c, { orderNumber: order.orderNumber, status: order.status, payUrl });
      } finally {
        // The order's mail is queued even when paying could not start. Placing gives the checkout worker
        // nothing to do (no expiry due, no refund, no notification), and waking it on every submit kept it
        // polling back to back under load.
        c.get("wakeMailWorker")();
      }
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/pay",
      tags,
      summary: "Pay an unpaid order again, by any method",
      middleware: requireCustomer,
      parameters: apiHeaderParameters,
      request: { body: json(payBody) },
      responses: {
        ...envelopeResponses(z.object({ payUrl: z.string() }), "The payment page"),
        409: conflict,
      },
    }),
    async (c) => {
      const { orderNumber, paymentMethod } = c.req.valid("json");
      return ok(
        c,
        await payOrder(
          c.get("db"),
          c.get("payments").active,
          c.get("customerId"),
          orderNumber,
          paymentMethod,
          env().PUBLIC_URL,
        ),
      );
    },
  );
