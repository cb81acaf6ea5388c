import { useTranslations } from "use-intl";
import { useSite } from "../use-site.ts";

export function Logo() {
  const t = useTranslations();
  const { href } = useSite();
  return (
    <a className="logo" href={href("/")} aria-label={t("i18n_brand_name")}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#4AB861" />
        <path d="M9 19c3-7 11-7 14 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="16" cy="21" r="2.5" fill="#fff" />
      </svg>
      <span>{t("i18n_brand_name")}</span>
    </a>
  );
}
