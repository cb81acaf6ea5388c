import { data } from "react-router";
import { AppError } from "../../../lib/errors.ts";
import type { FieldErrors } from "../../components/personal/use-blur-validation.ts";

/**
 * What a page form shows for a use-case's refusal: its per-field messages, or one message for the form. A
 * missing record (such as another shopper's address) is the not-found page; an unexpected failure is rethrown.
 */
export function readActionError(error: unknown): { errors: FieldErrors; formError?: string } {
  if (!(error instanceof AppError)) throw error;
  if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
  if (error.fields.length === 0) return { errors: {}, formError: error.messageKey };
  return { errors: Object.fromEntries(error.fields.map((field) => [field.field, field.messageKey])) };
}
