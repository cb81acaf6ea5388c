import { type FocusEvent, type FormEvent, useState } from "react";
import type { z } from "zod";
import { useRulesOnDemand } from "../use-rules-on-demand.ts";

/** Message keys per field name, as the server action answers them and the browser shows them. */
export type FieldErrors = Partial<Record<string, string>>;

/** A function that imports a form's rules: a static import would put zod and the schemas in the page's first load. */
export type FormRules = () => Promise<z.ZodType>;

/** The first problem of each field of a failed parse, as message keys (the schemas' messages are keys). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Posted form fields as the schemas read them: text fields as strings, an unticked box absent. */
export function formDataValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  formData.forEach((value, name) => {
    if (typeof value === "string") values[name] = value;
  });
  return values;
}

/**
 * Checks a form in the browser with the schema its route action uses: a field when it loses focus, all fields
 * before sending (an invalid form is not sent). Errors the server answered are shown until the field is fixed.
 * A field that shows a message is checked again as it is typed in, so the message goes while typing rather than
 * on the blur of a click on the submit button, which would move the button from under the pointer.
 *
 * `schema` imports the rules when the form first takes the focus (`useRulesOnDemand`).
 */
export function useBlurValidation(schema: FormRules, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  // New errors from the server replace the shown ones; set while rendering, not by an effect after it: an effect
  // made every form on a page render again right after it had hydrated.
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setErrors(serverErrors ?? {});
  }
  const demand = useRulesOnDemand(schema);

  const problems = (rules: z.ZodType, form: HTMLFormElement): FieldErrors => {
    const parsed = rules.safeParse(formDataValues(new FormData(form)));
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  };

  // A blur before the schema arrived is checked once it has.
  const check = (form: HTMLFormElement, target: EventTarget, onlyIfShown: boolean) => {
    const name = (target as Element).getAttribute("name");
    if (!name || (onlyIfShown && !errors[name])) return;
    void demand.rules().then((arrived) => {
      const error = problems(arrived, form)[name];
      setErrors((previous) => ({ ...previous, [name]: error }));
    });
  };

  return {
    errors,
    onFocus: demand.prepare,
    onBlur(event: FocusEvent<HTMLFormElement>) {
      check(event.currentTarget, event.target, false);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      check(event.currentTarget, event.target, true);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (demand.holdSend(event)) return;
      const form = event.currentTarget;
      const ready = demand.loaded();
      if (!ready) return;
      const found = problems(ready, form);
      if (Object.keys(found).length === 0) return;
      event.preventDefault();
      setErrors(found);
      const first = Object.keys(found)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  };
}
