import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { arrivalReminder, arrivalReminderBody } from "../../modules/reminders/schemas.ts";
import { subscribeArrivalReminder } from "../../modules/reminders/subscribe-arrival-reminder.ts";
import type { ApiEnv } from "../api-env.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

/**
 * POST /api/web/personalCenter/arrivalReminder. Open to visitors (ADR 0014): it is mounted before the
 * personalCenter sign-in check, and trusts nothing but the e-mail address given.
 */
export const remindersRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput }).openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["Reminders"],
    summary: "Be told by e-mail when an out-of-stock or delisted spec is back",
    description:
      "Visitors may subscribe with an e-mail address; one subscription per address and spec, so repeating the " +
      "call answers 200 with created false. 404 for a spec not sold on the site, 409 when it is in stock.",
    parameters: apiHeaderParameters,
    request: {
      body: { content: { "application/json": { schema: arrivalReminderBody } }, required: true },
    },
    responses: envelopeResponses(arrivalReminder, "Subscribed, or already subscribed"),
  }),
  async (c) => ok(c, await subscribeArrivalReminder(c.get("db"), c.get("site"), c.req.valid("json"))),
);
