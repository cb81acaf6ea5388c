import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";
import { useSite } from "../use-site.ts";

/** The terms checkbox login and registration need (spec section 5). */
export function AgreementField({ error }: { error?: string }) {
  const t = useTranslations();
  const { href } = useSite();
  return (
    <div className={`form-field auth-agreement${error ? " form-field-invalid" : ""}`}>
      <label>
        <input
          type="checkbox"
          name="agree"
          id="field-agree"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "field-agree-error" : undefined}
        />
        <span>
          {t.rich("i18n_user_agree", {
            terms: (chunks) => (
              <a href={href("/terms")} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
            privacy: (chunks) => (
              <a href={href("/privacy")} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      {error ? (
        <p className="form-field-error" id="field-agree-error">
          {t(error as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}
