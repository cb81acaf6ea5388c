import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { translatorFor } from "../i18n/messages.ts";
import { AppError } from "../lib/errors.ts";
import { isDatabaseUnavailable } from "../lib/is-database-unavailable.ts";
import { logger } from "../lib/logger.ts";
import { resolveSite } from "../lib/sites.ts";
import type { ApiEnv } from "./api-env.ts";
import { fail } from "./envelope.ts";

/** The one place that turns a thrown error into the envelope; unknown errors are logged, never shown. */
export function handleApiError(error: Error, c: Context<ApiEnv>) {
  const site = c.get("site") ?? resolveSite(c.req.header("site"));
  const t = translatorFor(site);
  if (error instanceof AppError) {
    const fields = error.fields.map((field) => ({
      field: field.field,
      message: t(field.messageKey, field.values),
    }));
    const data = fields.length || error.data ? { ...error.data, ...(fields.length ? { fields } : {}) } : null;
    return fail(c, error.status as ContentfulStatusCode, t(error.messageKey, error.values), data);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const key = error.status === 400 ? "i18n_error_invalid_json" : "i18n_error_invalid_value";
    return fail(c, error.status as ContentfulStatusCode, t(key));
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn("database unavailable", { path: c.req.path, error });
    c.header("Retry-After", "5");
    return fail(c, 503, t("i18n_error_unavailable"));
  }
  logger.error("unhandled error", { method: c.req.method, path: c.req.path, error });
  return fail(c, 500, t("i18n_error_internal"));
}
