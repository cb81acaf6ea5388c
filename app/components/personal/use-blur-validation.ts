import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";

/** Message keys per field name, as the server action answers them and the browser shows them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * A form's rules, or (what every page passes, issue 15) a function that imports them: a static import would put
 * zod and the schemas in the page's first load.
 */
export type FormRules = z.ZodType | (() => Promise<z.ZodType>);

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
 * `schema` may be a function that imports it: the page's first load then carries no validation library, the
 * schema arrives just after the page came alive, and until then the server's answer is the check.
 */
export function useBlurValidation(schema: FormRules, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  const [loaded, setLoaded] = useState<z.ZodType | null>(typeof schema === "function" ? null : schema);
  const pending = useRef<Promise<z.ZodType> | null>(null);
  const load = () => {
    if (typeof schema !== "function") return Promise.resolve(schema);
    pending.current ??= schema().then((rules) => {
      setLoaded(rules);
      return rules;
    });
    return pending.current;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a loader is imported once, whatever its identity later.
  useEffect(() => {
    void load();
  }, []);

  const problems = (rules: z.ZodType, form: HTMLFormElement): FieldErrors => {
    const parsed = rules.safeParse(formDataValues(new FormData(form)));
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  };

  // A blur before the schema arrived is checked once it has.
  const check = (form: HTMLFormElement, target: EventTarget, onlyIfShown: boolean) => {
    const name = (target as Element).getAttribute("name");
    if (!name || (onlyIfShown && !errors[name])) return;
    void load().then((rules) => {
      const error = problems(rules, form)[name];
      setErrors((previous) => ({ ...previous, [name]: error }));
    });
  };

  return {
    errors,
    onBlur(event: FocusEvent<HTMLFormElement>) {
      check(event.currentTarget, event.target, false);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      check(event.currentTarget, event.target, true);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      // Sent as it is while the schema is still on its way: the server checks every post.
      const rules = typeof schema === "function" ? loaded : schema;
      if (!rules) return;
      const found = problems(rules, event.currentTarget);
      if (Object.keys(found).length === 0) return;
      event.preventDefault();
      setErrors(found);
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  };
}
