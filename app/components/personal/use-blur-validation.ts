import { type FocusEvent, type FormEvent, useRef, useState } from "react";
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
 * `schema` may be a function that imports it: the page's first load then carries no validation library, and the
 * schema is imported when the form first takes the focus, not while the page hydrates (its chunk's evaluation
 * was a long task of the product page's load, for a form most visitors never open). A form sent before the
 * schema arrived waits for it and is checked as any other.
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
  const loaded = useRef<z.ZodType | null>(typeof schema === "function" ? null : schema);
  const pending = useRef<Promise<z.ZodType> | null>(null);
  /** The schema did not come: forms go to the server unchecked, which checks every post. */
  const unavailable = useRef(false);
  /** A send waits for the schema: another click meanwhile adds nothing, so the form is sent once. */
  const held = useRef(false);
  const load = () => {
    if (typeof schema !== "function") return Promise.resolve(schema);
    pending.current ??= schema().then(
      (rules) => {
        loaded.current = rules;
        return rules;
      },
      (error: unknown) => {
        unavailable.current = true;
        throw error;
      },
    );
    return pending.current;
  };

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
    onFocus() {
      // A schema that does not come is seen at the next blur or send.
      load().catch(() => {});
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      check(event.currentTarget, event.target, false);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      check(event.currentTarget, event.target, true);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const rules = loaded.current;
      if (!rules && !unavailable.current) {
        // Sent again by the same button once the schema is here, or without it when it does not come.
        event.preventDefault();
        if (held.current) return;
        held.current = true;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const send = () => {
          held.current = false;
          form.requestSubmit(submitter);
        };
        load().then(send, send);
        return;
      }
      if (!rules) return;
      const found = problems(rules, form);
      if (Object.keys(found).length === 0) return;
      event.preventDefault();
      setErrors(found);
      const first = Object.keys(found)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  };
}
