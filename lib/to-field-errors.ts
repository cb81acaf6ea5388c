import type { z } from "zod";
import type { FieldError } from "./errors.ts";

/** Turns zod issues into field errors whose messages are catalogue keys. */
export function toFieldErrors(issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.join(".") || "body";
    if (issue.message.startsWith("i18n_")) return { field, messageKey: issue.message };
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    return { field, messageKey: missing ? "i18n_form_feedback_01" : "i18n_error_invalid_value" };
  });
}
