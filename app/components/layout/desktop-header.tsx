import { NavLink } from "react-router";
import { useTranslations } from "use-intl";
import { CartButton } from "../cart/cart-button.tsx";
import { useSite } from "../use-site.ts";
import { AccountLinks } from "./account-links.tsx";
import { Logo } from "./logo.tsx";
import { SearchForm } from "./search-form.tsx";
import { SiteSelector } from "./site-selector.tsx";
import { useSiteNavigation } from "./use-site-navigation.ts";

/** The desktop header of the default and support layouts. */
export function DesktopHeader() {
  const t = useTranslations();
  const { href } = useSite();
  const navigation = useSiteNavigation();
  return (
    <header className="desktop-header">
      <div className="promo-bar">{t("i18n_footer_shipping")}</div>
      <div className="header-bar container">
        <Logo />
        <nav className="main-nav" aria-label={t("i18n_nav_products")}>
          <div className="nav-group">
            <NavLink to={href("/product/list")}>{t("i18n_nav_products")}</NavLink>
            <div className="nav-dropdown">
              <a href={href("/product/list")}>{t("i18n_nav_all_products")}</a>
              {navigation?.categories.map((category) => (
                <a key={category.id} href={href(`/product/list?categoryId=${category.id}`)}>
                  {category.name}
                </a>
              ))}
            </div>
          </div>
          <NavLink to={href("/accessory/list")}>{t("i18n_nav_accessories")}</NavLink>
          <NavLink to={href("/product/deals")}>{t("i18n_nav_deals")}</NavLink>
          <NavLink to={href("/support")}>{t("i18n_nav_support")}</NavLink>
        </nav>
        <SearchForm />
        <div className="header-actions">
          <SiteSelector />
          <AccountLinks compact />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
