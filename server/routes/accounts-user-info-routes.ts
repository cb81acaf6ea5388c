import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { getUserInfo } from "../../modules/accounts/get-user-info.ts";
import { userInfo, userInfoUpdate } from "../../modules/accounts/schemas.ts";
import { updateUserInfo } from "../../modules/accounts/update-user-info.ts";
import type { ApiEnv } from "../api-env.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Accounts"];

/** The signed-in shopper's own account (mounted behind requireCustomer). */
export const accountsUserInfoRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "post",
      path: "/get",
      tags,
      summary: "The signed-in shopper's account",
      parameters: apiHeaderParameters,
      responses: envelopeResponses(userInfo, "displayName falls back to the full name, then the e-mail"),
    }),
    async (c) => ok(c, await getUserInfo(c.get("db"), c.get("customerId"))),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/update",
      tags,
      summary: "Change names, nickname or password",
      description:
        "A password change ends every other session of the account; wrong current passwords count with failed sign-ins (429 past the limit)",
      parameters: apiHeaderParameters,
      request: {
        body: { content: { "application/json": { schema: userInfoUpdate } }, required: true },
      },
      responses: envelopeResponses(userInfo, "The account after the change"),
    }),
    async (c) => {
      await updateUserInfo(c.get("db"), c.get("customerId"), c.req.valid("json"), {
        token: c.get("shopper").token,
        ip: clientIp(c),
      });
      return ok(c, await getUserInfo(c.get("db"), c.get("customerId")));
    },
  );
