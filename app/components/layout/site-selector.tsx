import { useTranslations } from "use-intl";
import { Icon } from "../icons.tsx";
import { useSite } from "../use-site.ts";
import { useSiteNavigation } from "./use-site-navigation.ts";

/** Country/region selector: each site keeps the current screen; jp is listed as coming soon. */
export function SiteSelector() {
  const t = useTranslations();
  const navigation = useSiteNavigation();
  const { site, rest, search } = useSite();
  const target = encodeURIComponent(`${rest}${search}`);
  return (
    <details className="site-selector">
      <summary>
        <Icon name="globe" size={20} />
        <span className="visually-hidden">{t("i18n_nav_site_selector")}: </span>
        <span className={`flag flag-${site.flag}`} aria-hidden="true" />
        <span>{site.label}</span>
      </summary>
      <div className="site-selector-panel">
        <p className="site-selector-title">{t("i18n_region_title")}</p>
        <ul>
          {navigation?.sites.map((option) => (
            <li key={option.site}>
              {option.available ? (
                <a
                  href={`/region?site=${option.site}&to=${target}`}
                  aria-current={option.site === site.code ? "true" : undefined}
                  hrefLang={option.locale}
                >
                  <span className={`flag flag-${option.flag}`} aria-hidden="true" />
                  <span>{option.countryName}</span>
                  <small>{option.label}</small>
                </a>
              ) : (
                <span className="site-selector-unavailable">
                  <span className={`flag flag-${option.flag}`} aria-hidden="true" />
                  <span>{option.countryName}</span>
                  <small>{t("i18n_common_coming_soon")}</small>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
