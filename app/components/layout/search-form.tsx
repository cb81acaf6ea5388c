import { useLocation, useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { Icon } from "../icons.tsx";
import { useSite } from "../use-site.ts";

/**
 * The header's search box; on the search screen it keeps the keyword being looked at. On a phone the
 * search screen's own field replaces it, so the screen never shows two search boxes one above the other.
 */
export function SearchForm() {
  const t = useTranslations();
  const { href, device } = useSite();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchScreen = pathname.endsWith("/product/search");
  if (onSearchScreen && device === "mobile") return null;
  const keyword = onSearchScreen ? (params.get("productName") ?? "") : "";
  return (
    <search>
      <form className="search-form" method="get" action={href("/product/search")}>
        <input
          key={keyword}
          type="search"
          name="productName"
          defaultValue={keyword}
          aria-label={t("i18n_nav_search")}
          placeholder={t("i18n_nav_search_placeholder")}
          maxLength={100}
        />
        <button type="submit" aria-label={t("i18n_nav_search")}>
          <Icon name="search" size={18} />
        </button>
      </form>
    </search>
  );
}
