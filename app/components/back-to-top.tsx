import { useTranslations } from "use-intl";

/** The floating back-to-top button; a plain anchor, so it works before the scripts load. */
export function BackToTop() {
  const t = useTranslations();
  return (
    <a className="back-to-top" href="#top" title={t("i18n_common_back_to_top")}>
      <span className="visually-hidden">{t("i18n_common_back_to_top")}</span>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </a>
  );
}
