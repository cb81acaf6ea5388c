import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { addCouponToWallet } from "../../modules/coupons/add-coupon-to-wallet.ts";
import { listWalletCoupons } from "../../modules/coupons/list-wallet-coupons.ts";
import { couponCode, walletCoupon, walletQuery } from "../../modules/coupons/schemas.ts";
import type { ApiEnv } from "../api-env.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Coupons"];
const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
const walletPage = envelopeResponses(
  z.object({ list: z.array(walletCoupon), total: z.number().int() }).meta({ id: "CouponList" }),
  "One page of the wallet in the asked state and how many coupons it holds",
);
const refusal = {
  content: {
    "application/json": { schema: z.object({ code: z.number(), data: z.unknown(), message: z.string() }) },
  },
};

/** The shopper's coupon wallet (ADR 0032; mounted under /personalCenter, behind the sign-in check). */
export const couponsRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "post",
      path: "/list",
      tags,
      summary: "The wallet: Unused, Used or Expired coupons whose validity ends within six months of today",
      parameters: apiHeaderParameters,
      request: { body: { ...json(walletQuery), required: false } },
      responses: walletPage,
    }),
    async (c) =>
      ok(
        c,
        await listWalletCoupons(
          c.get("db"),
          c.get("customerId"),
          c.get("site"),
          // Without a body the validator is skipped: the defaults (the Unused page) are applied here.
          walletQuery.parse(c.req.valid("json") ?? {}),
        ),
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/add",
      tags,
      summary: "Add a coupon code to the wallet (not named by the spec)",
      description:
        "Answers the wallet's Unused page. A code that does not exist, or that is another shopper's, answers 422 with the same message.",
      parameters: apiHeaderParameters,
      request: { body: json(z.object({ code: couponCode }).meta({ id: "CouponCodeBody" })) },
      responses: {
        ...walletPage,
        409: { ...refusal, description: "The code is used or expired" },
        422: { ...refusal, description: "No such code in reach of this shopper" },
      },
    }),
    async (c) => {
      const db = c.get("db");
      await addCouponToWallet(db, c.get("customerId"), c.req.valid("json").code);
      return ok(c, await listWalletCoupons(db, c.get("customerId"), c.get("site"), walletQuery.parse({})));
    },
  );
