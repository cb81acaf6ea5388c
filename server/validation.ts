import type { Hook } from "@hono/zod-openapi";
import { AppError } from "../lib/errors.ts";
import { findNulCharacters, NUL_CHARACTER_MESSAGE } from "../lib/nul-character.ts";
import { toFieldErrors } from "../lib/to-field-errors.ts";

/**
 * The validation hook of every API route: bad input answers 400 with the list of field errors. A NUL character
 * in any string of the validated input (body, query, form or path, whatever its schema) is refused here, in one
 * place, since PostgreSQL cannot hold it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves routes of every shape
export const rejectInvalidInput: Hook<any, any, any, any> = (result) => {
  if (!result.success) {
    throw new AppError("BAD_REQUEST", "i18n_error_validation", {
      fields: toFieldErrors(result.error.issues),
    });
  }
  const withNul = findNulCharacters(result.data);
  if (withNul.length > 0) {
    throw new AppError("BAD_REQUEST", "i18n_error_validation", {
      fields: withNul.map((field) => ({ field: field || "body", messageKey: NUL_CHARACTER_MESSAGE })),
    });
  }
};
