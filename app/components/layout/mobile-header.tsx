import { useTranslations } from "use-intl";
import { CartButton } from "../cart/cart-button.tsx";
import { Icon } from "../icons.tsx";
import { useSite } from "../use-site.ts";
import { AccountLinks } from "./account-links.tsx";
import { Logo } from "./logo.tsx";
import { SearchForm } from "./search-form.tsx";
import { SiteSelector } from "./site-selector.tsx";
import { useSiteNavigation } from "./use-site-navigation.ts";

/** The mobile-common header: a menu drawer, the logo, the cart, and the search bar below. */
export function MobileHeader() {
  const t = useTranslations();
  const { href } = useSite();
  const navigation = useSiteNavigation();
  return (
    <header className="mobile-header">
      <div className="mobile-bar">
        <details className="mobile-menu">
          <summary aria-label={t("i18n_common_menu")}>
            <Icon name="menu" />
          </summary>
          <nav className="mobile-menu-panel" aria-label={t("i18n_common_menu")}>
            <a href={href("/product/list")}>{t("i18n_nav_all_products")}</a>
            {navigation?.categories.map((category) => (
              <a
                key={category.id}
                className="mobile-menu-sub"
                href={href(`/product/list?categoryId=${category.id}`)}
              >
                {category.name}
              </a>
            ))}
            <a href={href("/accessory/list")}>{t("i18n_nav_accessories")}</a>
            <a href={href("/product/deals")}>{t("i18n_nav_deals")}</a>
            <a href={href("/choose/step")}>{t("i18n_nav_help_me_choose")}</a>
            <a href={href("/support")}>{t("i18n_nav_support")}</a>
            <AccountLinks compact={false} />
            <SiteSelector />
          </nav>
        </details>
        <Logo />
        <CartButton className="mobile-cart" />
      </div>
      <SearchForm />
    </header>
  );
}
