import { useTranslations } from "use-intl";

export function DescriptionSection({ description }: { description: string }) {
  const t = useTranslations();
  return (
    <section id="description" className="detail-section">
      <h2>{t("i18n_product_description")}</h2>
      <p>{description}</p>
    </section>
  );
}
