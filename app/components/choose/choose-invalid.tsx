import { useTranslations } from "use-intl";
import { useSite } from "../use-site.ts";

/** A quiz link whose code no answers produce: say so and offer a fresh start. */
export function ChooseInvalid() {
  const t = useTranslations();
  const { href } = useSite();
  return (
    <div className="container choose-page">
      <div className="choose-invalid" role="alert">
        <h1>{t("i18n_nav_help_me_choose")}</h1>
        <p>{t("i18n_choose_code_invalid")}</p>
        <a className="button button-primary" href={href("/choose/step")}>
          {t("i18n_choose_start_again")}
        </a>
      </div>
    </div>
  );
}
