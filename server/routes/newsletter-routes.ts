import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { translatorFor } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { newsletterBody } from "../../modules/coupons/schemas.ts";
import { subscribeToNewsletter } from "../../modules/coupons/subscribe-to-newsletter.ts";
import type { ApiEnv } from "../api-env.ts";
import { clientIp } from "../client-ip.ts";
import { apiHeaderParameters } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const envelope = z.object({ code: z.number(), data: z.null(), message: z.string() });

/** The newsletter signup (ADR 0032): no sign-in; the same answer for every address. */
export const newsletterRoutes = (wakeMailWorker: () => void) =>
  new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput }).openapi(
    createRoute({
      method: "post",
      path: "/subscribe",
      tags: ["Newsletter"],
      summary: "Sign up for the newsletter (double opt-in)",
      description:
        "Answers 'Thank you for subscribing!' for every well-formed address, new or known; a new or unsubscribed one is mailed a confirmation link, whose confirmation issues the site's 10-unit coupon. At most NEWSLETTER_PER_IP_PER_HOUR addresses per IP an hour (429).",
      parameters: apiHeaderParameters,
      request: { body: { content: { "application/json": { schema: newsletterBody } }, required: true } },
      responses: {
        200: {
          content: { "application/json": { schema: envelope } },
          description: "Thank you for subscribing!",
        },
        429: {
          content: { "application/json": { schema: envelope } },
          description: "Too many signups from this IP",
        },
      },
    }),
    async (c) => {
      const site = c.get("site");
      await subscribeToNewsletter(
        c.get("db"),
        site,
        c.req.valid("json").email,
        clientIp(c),
        env().PUBLIC_URL,
      );
      wakeMailWorker();
      return c.json({ code: 200, data: null, message: translatorFor(site)("i18n_newsletter_thanks") }, 200);
    },
  );
