import { useTranslations } from "use-intl";
import { useSite } from "../use-site.ts";
import { AppPromotion } from "./app-promotion.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

/** The footer of the default and support layouts; its columns fold into one on small screens. */
export function SiteFooter() {
  const t = useTranslations();
  const { href, year } = useSite();
  return (
    <footer className="site-footer">
      <div className="footer-promises container">
        <p>{t("i18n_footer_shipping")}</p>
        <p>{t("i18n_footer_warranty")}</p>
        <p>{t("i18n_footer_returns")}</p>
      </div>
      <div className="footer-columns container">
        <nav aria-label={t("i18n_footer_shop")}>
          <h2>{t("i18n_footer_shop")}</h2>
          <a href={href("/product/list")}>{t("i18n_nav_all_products")}</a>
          <a href={href("/accessory/list")}>{t("i18n_nav_accessories")}</a>
          <a href={href("/product/deals")}>{t("i18n_nav_deals")}</a>
          <a href={href("/product/compare")}>{t("i18n_nav_compare")}</a>
          <a href={href("/choose/step")}>{t("i18n_nav_help_me_choose")}</a>
        </nav>
        <nav aria-label={t("i18n_footer_help")}>
          <h2>{t("i18n_footer_help")}</h2>
          <a href={href("/support/faqs")}>{t("i18n_faqs_title")}</a>
          <a href={href("/support/tutorials")}>{t("i18n_tutorials_title")}</a>
          <a href={href("/support/troubleshooting")}>{t("i18n_troubleshooting_title")}</a>
          <a href={href("/support/downloads")}>{t("i18n_downloads_title")}</a>
          <a href={href("/personal/order_list")}>{t("i18n_orders_title")}</a>
        </nav>
        <nav aria-label={t("i18n_footer_legal")}>
          <h2>{t("i18n_footer_legal")}</h2>
          <a href={href("/privacy")}>{t("i18n_privacy_title")}</a>
          <a href={href("/terms")}>{t("i18n_terms_title")}</a>
          <a href={href("/sitemap")}>{t("i18n_sitemap_title")}</a>
        </nav>
        <section className="footer-newsletter">
          <h2>{t("i18n_newsletter_title")}</h2>
          <NewsletterForm />
        </section>
        <AppPromotion place="footer" />
      </div>
      <p className="footer-rights container">{t("i18n_footer_rights", { year })}</p>
    </footer>
  );
}
