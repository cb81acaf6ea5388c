import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { receivePaymentNotification } from "../../modules/checkout/receive-payment-notification.ts";
import type { ProviderName } from "../../modules/payments/payment-provider.ts";
import type { ApiEnv } from "../api-env.ts";
import { ok } from "../envelope.ts";
import { envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

/**
 * Where payment providers send their signed notifications: no client headers, no session. The signature is
 * checked over the raw bytes received, so the body is read as text, never parsed and re-serialised first.
 */
export const paymentsNotifyRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput }).openapi(
  createRoute({
    method: "post",
    path: "/{provider}",
    tags: ["Payments"],
    summary: "A payment provider's signed notification",
    description:
      "400 when the signature is missing, wrong or older than 5 minutes. A notification already received, out of order, for an unknown payment or with another amount is acknowledged and changes nothing.",
    request: { params: z.object({ provider: z.enum(["sandbox", "stripe"]) }) },
    responses: envelopeResponses(z.object({ applied: z.boolean() }), "Received"),
  }),
  async (c) => {
    const provider = c.get("payments").named(c.req.valid("param").provider as ProviderName);
    if (!provider) throw new AppError("NOT_FOUND", "i18n_error_api_not_found");
    const result = await receivePaymentNotification(
      c.get("db"),
      provider,
      await c.req.text(),
      c.req.raw.headers,
    );
    if (result.applied) c.get("wakeWorkers")();
    return ok(c, result);
  },
);
