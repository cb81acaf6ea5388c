import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { addToCart } from "../../modules/cart/add-to-cart.ts";
import { countCart } from "../../modules/cart/count-cart.ts";
import { listCart } from "../../modules/cart/list-cart.ts";
import { listCartRecommendations } from "../../modules/cart/list-cart-recommendations.ts";
import { mergeLocalCart } from "../../modules/cart/merge-local-cart.ts";
import { removeCartLine } from "../../modules/cart/remove-cart-line.ts";
import { cartBatchBody, cartLineBody, cartLineIdBody, recommendBody } from "../../modules/cart/schemas.ts";
import { updateCartLine } from "../../modules/cart/update-cart-line.ts";
import type { ApiEnv } from "../api-env.ts";
import { cart, toCartWire } from "../cart/cart-wire.ts";
import { goodsEntry, toGoodsListWire } from "../catalog/goods-wire.ts";
import { ok } from "../envelope.ts";
import { findCustomerId } from "../middleware/find-customer.ts";
import { requireCustomer } from "../middleware/require-customer.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Cart"];
const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
const cartAnswer = envelopeResponses(cart, "The cart of this site after the change");
const signedIn = requireCustomer;

/** The signed-in shopper's server cart, one per site (spec section 7, shop calls). */
export const cartRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "get",
      path: "/total",
      tags,
      summary: "The cart count: the sum of quantities",
      middleware: signedIn,
      parameters: apiHeaderParameters,
      responses: envelopeResponses(z.number().int(), "Sum of the quantities in the cart of this site"),
    }),
    async (c) => ok(c, await countCart(c.get("db"), c.get("customerId"), c.get("site"))),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/list",
      tags,
      summary: "The cart with current prices and totals",
      description:
        "Names, images, publish state and prices are read now from the catalogue; totals count published lines.",
      middleware: signedIn,
      parameters: apiHeaderParameters,
      responses: envelopeResponses(cart, "The cart of this site"),
    }),
    async (c) => ok(c, toCartWire(await listCart(c.get("db"), c.get("customerId"), c.get("site")))),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/save",
      tags,
      summary: "Add to the cart, or change a line's spec and quantity",
      description:
        "Without `id` the quantity is added to the spec's line (capped at 999). With `id` the line gets this spec and quantity. Past the stock: 409; delisted goods: 422; prices sent by a client are ignored.",
      middleware: signedIn,
      parameters: apiHeaderParameters,
      request: { body: json(cartLineBody) },
      responses: cartAnswer,
    }),
    async (c) => {
      const { id, ...line } = c.req.valid("json");
      if (id === undefined) await addToCart(c.get("db"), c.get("customerId"), c.get("site"), line);
      else await updateCartLine(c.get("db"), c.get("customerId"), c.get("site"), { id, ...line });
      return ok(c, toCartWire(await listCart(c.get("db"), c.get("customerId"), c.get("site"))));
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/saveBatch",
      tags,
      summary: "Merge the local cart into the server cart at sign-in",
      description:
        "Quantities are added, capped at 999 and at the stock; each local line (by `_id`) is merged once, so sending the same list again changes nothing.",
      middleware: signedIn,
      parameters: apiHeaderParameters,
      request: { body: json(cartBatchBody) },
      responses: cartAnswer,
    }),
    async (c) => {
      await mergeLocalCart(c.get("db"), c.get("customerId"), c.get("site"), c.req.valid("json"));
      return ok(c, toCartWire(await listCart(c.get("db"), c.get("customerId"), c.get("site"))));
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/delete",
      tags,
      summary: "Remove a line",
      middleware: signedIn,
      parameters: apiHeaderParameters,
      request: { body: json(cartLineIdBody) },
      responses: cartAnswer,
    }),
    async (c) => {
      await removeCartLine(c.get("db"), c.get("customerId"), c.req.valid("json").id);
      return ok(c, toCartWire(await listCart(c.get("db"), c.get("customerId"), c.get("site"))));
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/getRecommendGoods",
      tags,
      summary: "Frequently bought together with the cart",
      description:
        "Accessories fitting the cart's products, then best sellers, leaving out what is in the cart. Signed in: the server cart; a visitor sends `goodsIds`.",
      parameters: apiHeaderParameters,
      request: { body: json(recommendBody) },
      responses: envelopeResponses(z.array(goodsEntry), "Suggestions in order"),
    }),
    async (c) => {
      const customerId = await findCustomerId(c);
      const input = c.req.valid("json");
      return ok(
        c,
        toGoodsListWire(await listCartRecommendations(c.get("db"), customerId, c.get("site"), input)),
      );
    },
  );
