import { data } from "react-router";
import type { z } from "zod";
import {
  type FieldErrors,
  fieldErrorsOf,
  formDataValues,
} from "../../components/personal/use-blur-validation.ts";
import { readActionError } from "../site/read-action-error.ts";

/** What a sign-in form's action answers when it does not redirect. Passwords are never sent back. */
export type AuthFormResult = {
  errors: FieldErrors;
  formError?: string;
  /** A code was mailed (the no-JavaScript "get code"). */
  sent?: boolean;
  /** The e-mail was bound. */
  bound?: boolean;
  values: { email: string };
};

/** The posted fields of a sign-in form from this store's own origin, and the e-mail to show again. */
export async function readAuthForm(request: Request) {
  const values = formDataValues(await request.formData());
  return { values, kept: { email: values.email ?? "" } };
}

/** Parses `values` with the form's schema, or the field errors the form shows. */
export function parseAuthForm<T extends z.ZodType>(
  schema: T,
  values: Record<string, string>,
  kept: AuthFormResult["values"],
) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true as const, input: parsed.data as z.output<T> };
  const result: AuthFormResult = { errors: fieldErrorsOf(parsed.error), values: kept };
  return { ok: false as const, response: data(result) };
}

/** A form's answer that is not a redirect (a code was mailed, the e-mail was bound). */
export function answerAuthForm(result: AuthFormResult) {
  return data(result);
}

/** A use-case's refusal as the form shows it. */
export function refusedAuthForm(error: unknown, kept: AuthFormResult["values"]) {
  const result: AuthFormResult = { ...readActionError(error), values: kept };
  return data(result);
}
