import { useTranslations } from "use-intl";

export function IncludedSection({ items }: { items: string[] }) {
  const t = useTranslations();
  if (items.length === 0) return null;
  return (
    <section id="included" className="detail-section">
      <h2>{t("i18n_product_whats_included")}</h2>
      <ul className="included-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
