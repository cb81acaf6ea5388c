import { useTranslations } from "use-intl";
import type { GoodsDetail } from "../../.server/catalog/load-goods-detail.ts";

/** The user manual as a PDF download, in the site's language or else in English (said so). */
export function ManualSection({ manual, name }: { manual: GoodsDetail["manual"]; name: string }) {
  const t = useTranslations();
  if (!manual) return null;
  return (
    <section id="manual" className="detail-section manual-section">
      <h2>{t("i18n_product_user_manual")}</h2>
      <div className="manual-card">
        <span className="manual-icon" aria-hidden="true">
          PDF
        </span>
        <div>
          <p>{t("i18n_product_manual_text", { name })}</p>
          {manual.inOtherLanguage ? (
            <p className="manual-note">{t("i18n_product_manual_in_english")}</p>
          ) : null}
        </div>
        <a
          className="button button-outline"
          href={manual.href}
          download
          hrefLang={manual.lang}
          type="application/pdf"
        >
          {t("i18n_product_manual_download", { size: Math.max(1, Math.round(manual.bytes / 1024)) })}
        </a>
      </div>
    </section>
  );
}
