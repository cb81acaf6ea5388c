import type { FocusEvent, FormEvent } from "react";
import { type FieldErrors, type FormRules, useBlurValidation } from "../personal/use-blur-validation.ts";

/**
 * Blur validation of the sign-in forms, plus: a field that shows a message is checked again as it is typed in,
 * so the message goes away while typing rather than on the blur of a click elsewhere, which would move the
 * button under the pointer (a tap on "get code" or "sign in" would then miss).
 */
export function useAuthFormValidation(schema: FormRules, serverErrors: FieldErrors | undefined) {
  const form = useBlurValidation(schema, serverErrors);
  return {
    ...form,
    onChange(event: FormEvent<HTMLFormElement>) {
      const { name } = event.target as HTMLInputElement;
      if (name && form.errors[name]) form.onBlur(event as FocusEvent<HTMLFormElement>);
    },
  };
}
