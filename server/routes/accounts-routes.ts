import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { translatorFor } from "../../i18n/messages.ts";
import { endSession } from "../../modules/accounts/end-session.ts";
import { logIn } from "../../modules/accounts/log-in.ts";
import { registerCustomer } from "../../modules/accounts/register-customer.ts";
import { resetPassword } from "../../modules/accounts/reset-password.ts";
import {
  loginBody,
  registerBody,
  resetPasswordBody,
  sendCaptchaBody,
  session,
} from "../../modules/accounts/schemas.ts";
import { sendCaptcha } from "../../modules/accounts/send-captcha.ts";
import type { ApiEnv } from "../api-env.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Accounts"];
const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
const sessionData = (result: { token: string; expiresAt: Date }) => ({
  token: result.token,
  expiresAt: result.expiresAt.toISOString(),
});

/** Registration, sign-in, sign-out and password reset (spec section 7, account calls). */
export function accountsRoutes(wakeMailWorker: () => void) {
  return new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
    .openapi(
      createRoute({
        method: "post",
        path: "/sendCaptcha",
        tags,
        summary: "Mail a verification code for registering or resetting the password",
        description:
          "The answer is the same whether or not the address has an account. At most 5 codes per address and CODES_PER_IP_PER_HOUR (default 30) per IP an hour (429).",
        parameters: apiHeaderParameters,
        request: { body: json(sendCaptchaBody) },
        responses: envelopeResponses(z.null(), "Sent, when the address may get a code"),
      }),
      async (c) => {
        const body = c.req.valid("json");
        const t = translatorFor(c.get("site"));
        await sendCaptcha(c.get("db"), {
          email: body.email,
          purpose: body.type,
          ip: clientIp(c),
          texts: { lang: c.get("site").lang, t },
        });
        wakeMailWorker();
        return c.json({ code: 200 as const, data: null, message: t("i18n_captcha_sent") }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/register",
        tags,
        summary: "Create an account with the mailed code; signs it in",
        parameters: apiHeaderParameters,
        request: { body: json(registerBody) },
        responses: envelopeResponses(session, "The new session"),
      }),
      async (c) => ok(c, sessionData(await registerCustomer(c.get("db"), c.req.valid("json")))),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/login",
        tags,
        summary: "Sign in with e-mail and password",
        description:
          "Wrong e-mail or password give the same 400. After 10 failures for one address, or 50 from one IP, in 15 minutes: 429 (resetting the password lifts it).",
        parameters: apiHeaderParameters,
        request: { body: json(loginBody) },
        responses: envelopeResponses(session, "A new session"),
      }),
      async (c) => ok(c, sessionData(await logIn(c.get("db"), { ...c.req.valid("json"), ip: clientIp(c) }))),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/logout",
        tags,
        summary: "End the session of the token header",
        parameters: apiHeaderParameters,
        responses: envelopeResponses(z.null(), "Signed out (also when the token was already unknown)"),
      }),
      async (c) => {
        const token = c.get("token");
        if (token) await endSession(c.get("db"), token);
        return ok(c, null);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/resetPassword",
        tags,
        summary: "Set a new password with a code mailed for reset",
        description: "Ends every session of the account and signs this client in.",
        parameters: apiHeaderParameters,
        request: { body: json(resetPasswordBody) },
        responses: envelopeResponses(session, "A new session"),
      }),
      async (c) => ok(c, sessionData(await resetPassword(c.get("db"), c.req.valid("json")))),
    );
}
