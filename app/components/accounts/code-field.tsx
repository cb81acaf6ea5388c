import { type MouseEvent, useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { feedback } from "../../lib/ui-feedback.ts";
import { FormField, fieldControlProps } from "../personal/form-field.tsx";
import { useApi } from "../use-api.ts";
import { loadCodeRequestRules } from "./load-auth-rules.ts";

/** Seconds before another code may be asked for. */
const COOLDOWN_SECONDS = 60;

type Props = {
  purpose: "register" | "reset" | "bind";
  error?: string;
  /** The server mailed a code (the form was sent without JavaScript). */
  sentByServer?: boolean;
};

/**
 * The verification code input with its button: "get code", then "resend code" after a visible 60 s cooldown.
 * With JavaScript the button calls the API and toasts the server's confirmation; without, it posts the form
 * with intent=sendCode. An e-mail must be valid before a code is requested.
 */
export function CodeField({ purpose, error, sentByServer = false }: Props) {
  const t = useTranslations();
  const api = useApi();
  const [requested, setRequested] = useState(sentByServer);
  const [cooldown, setCooldown] = useState(sentByServer ? COOLDOWN_SECONDS : 0);
  const [sending, setSending] = useState(false);
  // Until the page runs, the button posts the form; then it is a plain button, so Enter in another field
  // submits the form itself rather than asking for a code.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function requestCode(event: MouseEvent<HTMLButtonElement>) {
    if (!interactive) return;
    event.preventDefault();
    const email = event.currentTarget.form?.elements.namedItem("email");
    if (!(email instanceof HTMLInputElement)) return;
    const codeRequestForm = await loadCodeRequestRules();
    if (!codeRequestForm.safeParse({ email: email.value }).success) {
      // The form's blur validation shows the e-mail's message; a synthetic focusout runs it.
      email.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
      email.focus();
      return;
    }
    setSending(true);
    const answer =
      purpose === "bind"
        ? await api.call("/api/web/login/sendBindEmailCaptcha", { body: { email: email.value } })
        : await api.call("/api/web/login/sendCaptcha", { body: { email: email.value, type: purpose } });
    setSending(false);
    if (answer.code !== 200) return;
    feedback.toast("success", answer.message);
    setRequested(true);
    setCooldown(COOLDOWN_SECONDS);
  }

  const label =
    cooldown > 0
      ? t("i18n_user_resend_in", { seconds: cooldown })
      : t(requested ? "i18n_user_resend_code" : "i18n_user_get_code");
  return (
    <FormField name="captcha" label={t("i18n_user_captcha")} error={error}>
      <div className="code-field">
        <input
          {...fieldControlProps("captcha", error)}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <button
          type={interactive ? "button" : "submit"}
          name="intent"
          value="sendCode"
          formNoValidate
          className="button button-outline code-button"
          disabled={cooldown > 0 || sending}
          onClick={requestCode}
        >
          {label}
        </button>
      </div>
      {sentByServer ? (
        <p className="form-field-hint" role="status">
          {t("i18n_captcha_sent")}
        </p>
      ) : null}
    </FormField>
  );
}
