import { useTranslations } from "use-intl";
import { Icon } from "../icons.tsx";
import { useSite } from "../use-site.ts";

export function SearchForm() {
  const t = useTranslations();
  const { href } = useSite();
  return (
    <search>
      <form className="search-form" method="get" action={href("/product/search")}>
        <input
          type="search"
          name="productName"
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
