import type { Hook } from "@hono/zod-openapi";
import type { z } from "zod";
import { AppError, type FieldError } from "../lib/errors.ts";

/** Turns zod issues into field errors whose messages are catalogue keys. */
export function toFieldErrors(issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.join(".") || "body";
    if (issue.message.startsWith("i18n_")) return { field, messageKey: issue.message };
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    return { field, messageKey: missing ? "i18n_form_feedback_01" : "i18n_error_invalid_value" };
  });
}

/** The validation hook of every API route: bad input answers 400 with the list of field errors. */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves routes of every shape
export const rejectInvalidInput: Hook<any, any, any, any> = (result) => {
  if (!result.success) {
    throw new AppError("BAD_REQUEST", "i18n_error_validation", {
      fields: toFieldErrors(result.error.issues),
    });
  }
};
