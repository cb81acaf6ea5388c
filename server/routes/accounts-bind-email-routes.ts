import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { translatorFor } from "../../i18n/messages.ts";
import { bindEmail } from "../../modules/accounts/bind-email.ts";
import { bindEmailBody, sendBindEmailCaptchaBody } from "../../modules/accounts/schemas.ts";
import { sendBindEmailCaptcha } from "../../modules/accounts/send-bind-email-captcha.ts";
import type { ApiEnv } from "../api-env.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { requireCustomer } from "../middleware/require-customer.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Accounts"];
const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

/**
 * Binding an e-mail to a signed-in account that has none (accounts handed over by the native app). Mounted at
 * /api/web/login beside accountsRoutes; only these two paths need a session.
 */
export function accountsBindEmailRoutes(wakeMailWorker: () => void) {
  const routes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput });
  routes.use("/sendBindEmailCaptcha", requireCustomer);
  routes.use("/bindEmail", requireCustomer);
  return routes
    .openapi(
      createRoute({
        method: "post",
        path: "/sendBindEmailCaptcha",
        tags,
        summary: "Mail a code for binding an e-mail to the signed-in account",
        description:
          "Needs the `token`. The account must have no e-mail yet (409 otherwise). The answer is the same whether or not the address belongs to another account; such an address gets a notice instead of a code. Same limits as sendCaptcha (429).",
        parameters: apiHeaderParameters,
        request: { body: json(sendBindEmailCaptchaBody) },
        responses: envelopeResponses(z.null(), "Sent, when the address may get a code"),
      }),
      async (c) => {
        const t = translatorFor(c.get("site"));
        await sendBindEmailCaptcha(c.get("db"), {
          customerId: c.get("customerId"),
          email: c.req.valid("json").email,
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
        path: "/bindEmail",
        tags,
        summary: "Bind the e-mail with the mailed code",
        description:
          "Needs the `token`. 400 for a wrong or expired code; 409 when the account already has an e-mail or the address belongs to another account.",
        parameters: apiHeaderParameters,
        request: { body: json(bindEmailBody) },
        responses: envelopeResponses(z.null(), "Bound; the account now signs in and resets with this e-mail"),
      }),
      async (c) => {
        await bindEmail(c.get("db"), { customerId: c.get("customerId"), ...c.req.valid("json") });
        return ok(c, null);
      },
    );
}
