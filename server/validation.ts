import type { Hook } from "@hono/zod-openapi";
import { AppError } from "../lib/errors.ts";
import { toFieldErrors } from "../lib/to-field-errors.ts";

/** The validation hook of every API route: bad input answers 400 with the list of field errors. */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves routes of every shape
export const rejectInvalidInput: Hook<any, any, any, any> = (result) => {
  if (!result.success) {
    throw new AppError("BAD_REQUEST", "i18n_error_validation", {
      fields: toFieldErrors(result.error.issues),
    });
  }
};
