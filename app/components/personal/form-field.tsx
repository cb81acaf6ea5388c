import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";

type FieldProps = {
  name: string;
  label: string;
  /** A message key from validation, shown under the field. */
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** The control, given `fieldControlProps(name, error, hint)`. */
  children: ReactNode;
};

/** Label, control, hint and error of one form field, tied together for assistive technology. */
export function FormField({ name, label, error, hint, optional, className, children }: FieldProps) {
  const t = useTranslations();
  return (
    <div className={`form-field${error ? " form-field-invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={`field-${name}`}>
        {label}
        {optional ? <span className="form-field-optional"> ({t("i18n_personal_optional")})</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="form-field-hint" id={`field-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field-error" id={`field-${name}-error`}>
          {t(error as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}

/** The id, name and ARIA attributes of the control inside a FormField. */
export function fieldControlProps(name: string, error?: string, hint?: string) {
  const describedBy = [hint ? `field-${name}-hint` : "", error ? `field-${name}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return {
    id: `field-${name}`,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
