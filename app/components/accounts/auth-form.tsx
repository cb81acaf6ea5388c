import type { ReactNode } from "react";
import { Form } from "react-router";
import { useTranslations } from "use-intl";
import type { PasswordPolicy } from "../../../modules/accounts/schemas.ts";
import { FormError } from "./auth-card.tsx";
import { passwordHintKey } from "./password-hint.ts";
import { TextField } from "./text-field.tsx";
import type { useAuthFormValidation } from "./use-auth-form-validation.ts";

type Validation = ReturnType<typeof useAuthFormValidation>;

/** A sign-in form posting to its route's action: validated on blur, `from` carried along, refusal on top. */
export function AuthForm({
  validation,
  from,
  formError,
  children,
}: {
  validation: Validation;
  from?: string;
  formError?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      className="auth-form"
      noValidate
      onBlur={validation.onBlur}
      onChange={validation.onChange}
      onSubmit={validation.onSubmit}
    >
      {from === undefined ? null : <input type="hidden" name="from" value={from} />}
      <FormError messageKey={formError} />
      {children}
    </Form>
  );
}

export function EmailField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  const t = useTranslations();
  return (
    <TextField
      name="email"
      type="email"
      label={t("i18n_user_email")}
      autoComplete="email"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A password being chosen, with the configured policy's rule as its hint. */
export function NewPasswordField({
  label,
  policy,
  error,
}: {
  label: string;
  policy: PasswordPolicy;
  error?: string;
}) {
  const t = useTranslations();
  return (
    <TextField
      name="password"
      type="password"
      label={label}
      autoComplete="new-password"
      hint={t(passwordHintKey(policy))}
      error={error}
    />
  );
}
