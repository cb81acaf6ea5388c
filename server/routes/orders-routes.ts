import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { cancelOrder } from "../../modules/checkout/cancel-order.ts";
import { repurchaseOrder } from "../../modules/checkout/repurchase-order.ts";
import { getOrderDetail } from "../../modules/orders/get-order-detail.ts";
import { listOrders } from "../../modules/orders/list-orders.ts";
import {
  orderDetailAnswer,
  orderDetailQuery,
  orderListAnswer,
  orderListQuery,
  orderNumberBody,
} from "../../modules/orders/schemas.ts";
import type { ApiEnv } from "../api-env.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Orders"];
const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

/**
 * The shopper's orders (mounted under /personalCenter, behind the sign-in check). Another shopper's order
 * number is 404 on every call.
 */
export const ordersRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "get",
      path: "/list",
      tags,
      summary: "The shopper's orders, newest first, optionally of one status",
      parameters: apiHeaderParameters,
      request: { query: orderListQuery },
      responses: envelopeResponses(orderListAnswer, "One page of orders and how many there are"),
    }),
    async (c) => ok(c, await listOrders(c.get("db"), c.get("customerId"), c.req.valid("query"))),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/detail",
      tags,
      summary: "One order: lines, money, address, logistics and history",
      parameters: apiHeaderParameters,
      request: { query: orderDetailQuery },
      responses: envelopeResponses(orderDetailAnswer, "The order"),
    }),
    async (c) =>
      ok(c, await getOrderDetail(c.get("db"), c.get("customerId"), c.req.valid("query").orderNumber)),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/cancel",
      tags,
      summary: "Cancel an unpaid order; its stock goes back on sale",
      description: "Canceling a canceled order changes nothing; a paid order answers 409.",
      parameters: apiHeaderParameters,
      request: { body: json(orderNumberBody) },
      responses: envelopeResponses(z.object({ status: z.number().int() }), "The order's status now"),
    }),
    async (c) => {
      const order = await cancelOrder(c.get("db"), c.get("customerId"), c.req.valid("json").orderNumber);
      c.get("wakeWorkers")();
      return ok(c, { status: order.status });
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/repurchase",
      tags,
      summary: "Put an order's lines that are still on sale back into the cart",
      parameters: apiHeaderParameters,
      request: { body: json(orderNumberBody) },
      responses: envelopeResponses(
        z.object({ added: z.number().int(), skipped: z.number().int(), site: z.string() }),
        "How many lines went into the cart of the order's site, and how many could not",
      ),
    }),
    async (c) =>
      ok(c, await repurchaseOrder(c.get("db"), c.get("customerId"), c.req.valid("json").orderNumber)),
  );
