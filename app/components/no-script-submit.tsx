import { useTranslations } from "use-intl";

/** The "apply" button of a form that submits itself on change, for browsers running without JavaScript. */
export function NoScriptSubmit() {
  const t = useTranslations();
  return (
    <noscript>
      <button type="submit" className="button button-small">
        {t("i18n_list_apply")}
      </button>
    </noscript>
  );
}
