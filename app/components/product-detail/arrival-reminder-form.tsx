import { useState } from "react";
import { useFetcher } from "react-router";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import type { ArrivalReminderResult } from "../../.server/reminders/submit-arrival-reminder.ts";

let emailRule: Promise<z.ZodType> | undefined;
/** Imported when the form is first used: zod stays out of the product page's load; the server checks too. */
const loadEmailRule = () =>
  (emailRule ??= import("../../../modules/reminders/schemas.ts").then(
    (schemas) => schemas.arrivalReminderBody.shape.email,
  ));

type Props = {
  goodsId: number;
  specId: number;
  specName: string;
  /** The signed-in shopper's address, prefilled. */
  email: string | null;
  /** The answer of a post without JavaScript (the route's action data). */
  posted: ArrivalReminderResult | undefined;
};

/**
 * "Tell me when it is back" for a delisted or out-of-stock spec. Posts to the page's own action (works
 * without JavaScript); the e-mail is checked on blur with the server's schema.
 */
export function ArrivalReminderForm({ goodsId, specId, specName, email, posted }: Props) {
  const t = useTranslations();
  const fetcher = useFetcher<ArrivalReminderResult>();
  const result = fetcher.data ?? posted;
  const [blurError, setBlurError] = useState<string | null>(null);
  const fieldError = blurError ?? (result && !result.ok ? (result.fields.email ?? null) : null);
  const formError = result && !result.ok && !result.fields.email ? result.messageKey : null;
  const message = (key: string) => t(key as "i18n_form_feedback_03");

  if (result?.ok) {
    return (
      <p className="reminder-success" role="status">
        {t("i18n_product_reminder_success")}
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      className="reminder-form"
      noValidate
      aria-labelledby={`reminder-${specId}`}
      onFocus={() => void loadEmailRule().catch(() => {})}
    >
      <h2 id={`reminder-${specId}`}>{t("i18n_product_reminder_title")}</h2>
      <p>{t("i18n_product_reminder_text", { spec: specName })}</p>
      <input type="hidden" name="intent" value="arrivalReminder" />
      <input type="hidden" name="goodsId" value={goodsId} />
      <input type="hidden" name="specId" value={specId} />
      <label htmlFor={`reminder-email-${specId}`}>{t("i18n_product_reminder_email")}</label>
      <div className="reminder-row">
        <input
          id={`reminder-email-${specId}`}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={(posted && !posted.ok ? posted.email : email) ?? ""}
          aria-invalid={fieldError ? "true" : undefined}
          aria-describedby={fieldError ? `reminder-error-${specId}` : undefined}
          onBlur={(event) => {
            const value = event.currentTarget.value;
            void loadEmailRule().then((rule) => {
              const checked = rule.safeParse(value);
              setBlurError(
                checked.success ? null : (checked.error.issues[0]?.message ?? "i18n_form_feedback_03"),
              );
            });
          }}
          onInput={() => setBlurError(null)}
        />
        <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
          {t("i18n_product_reminder_submit")}
        </button>
      </div>
      {fieldError ? (
        <p className="field-error" id={`reminder-error-${specId}`}>
          {message(fieldError)}
        </p>
      ) : null}
      {formError ? (
        <p className="field-error" role="alert">
          {message(formError)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
