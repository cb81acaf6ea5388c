import { useTranslations } from "use-intl";
import type { SupportBody } from "../../../modules/support/support-body.ts";

/** What an FAQ, a troubleshooting guide or a tutorial says, laid out by its kind. */
export function SupportAnswer({ body }: { body: SupportBody }) {
  const t = useTranslations();
  if (body.kind === "faq")
    return (
      <div className="support-answer">
        {body.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    );
  if (body.kind === "troubleshooting")
    return (
      <div className="support-answer">
        <h4>{t("i18n_support_causes")}</h4>
        <ul>
          {body.causes.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
        <h4>{t("i18n_support_steps")}</h4>
        <ol>
          {body.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    );
  return (
    <div className="support-answer">
      <p className="support-minutes">{t("i18n_support_minutes", { minutes: body.minutes })}</p>
      <ol className="support-tutorial-steps">
        {body.steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
