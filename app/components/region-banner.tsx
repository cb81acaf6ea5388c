import { useTranslations } from "use-intl";
import { useSite } from "./use-site.ts";

/** Asks a visitor whose browser points to another country whether to go to that site or stay. */
export function RegionBanner() {
  const t = useTranslations();
  const { suggestion, site, rest, search } = useSite();
  if (!suggestion) return null;
  const target = `${rest}${search}`;
  return (
    <aside className="region-banner" aria-live="polite">
      <p>{t("i18n_region_redirect", { countryName: suggestion.countryName })}</p>
      <div className="region-banner-actions">
        <a
          className="button button-primary button-small"
          href={`/region?site=${suggestion.site}&to=${encodeURIComponent(target)}`}
        >
          {t("i18n_region_go", { countryName: suggestion.countryName })}
        </a>
        <a
          className="button button-ghost button-small"
          href={`/region?site=${site.code}&to=${encodeURIComponent(target)}`}
        >
          {t("i18n_region_stay")}
        </a>
      </div>
    </aside>
  );
}
