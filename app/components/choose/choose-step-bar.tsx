import { useTranslations } from "use-intl";
import { Icon } from "../icons.tsx";
import { useSite } from "../use-site.ts";

/** Back and next: sticky at the bottom on mobile; next stays inert until the step has an answer. */
export function ChooseStepBar({
  backPath,
  nextPath,
  last,
}: {
  backPath: string | null;
  nextPath: string | null;
  last: boolean;
}) {
  const t = useTranslations();
  const { href } = useSite();
  const nextLabel = last ? t("i18n_choose_see_result") : t("i18n_choose_next");
  return (
    <nav className="choose-bar" aria-label={t("i18n_nav_help_me_choose")}>
      {backPath ? (
        <a className="button button-ghost choose-back" href={href(backPath)}>
          <Icon name="back" size={18} />
          {t("i18n_choose_back")}
        </a>
      ) : (
        <span />
      )}
      {nextPath ? (
        <a className="button button-primary choose-next" href={href(nextPath)}>
          {nextLabel}
          <Icon name="chevron" size={18} />
        </a>
      ) : (
        <span className="button button-primary choose-next" aria-disabled="true">
          {nextLabel}
          <Icon name="chevron" size={18} />
        </span>
      )}
    </nav>
  );
}
