import { useTranslations } from "use-intl";
import type { SizeAdviceTable } from "../../.server/catalog/present-detail-extras.ts";

/** The site's size-advice table (spec section 3): recommended runtime per home size, with and without pets. */
export function SizeAdviceSection({ advice }: { advice: SizeAdviceTable | null }) {
  const t = useTranslations();
  if (!advice) return null;
  // Row labels and group names are catalogue keys held as data.
  const text = (key: string) => t(key as "i18n_product_size_advice_small");
  return (
    <section id="size-advice" className="detail-section">
      <h2>{t("i18n_product_size_advice")}</h2>
      <p>{t("i18n_product_size_advice_intro")}</p>
      <table className="spec-table size-advice-table">
        <thead>
          <tr>
            <th scope="col">{t("i18n_product_size_advice_home")}</th>
            {advice.groups.map((group) => (
              <th scope="col" key={group.groupKey}>
                {text(`i18n_product_size_advice_group_${group.groupKey}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {advice.rows.map((row, index) => (
            <tr key={row}>
              <th scope="row">{text(row)}</th>
              {advice.groups.map((group) => (
                <td key={group.groupKey}>
                  {t("i18n_product_size_advice_minutes", { minutes: group.values[index] ?? 0 })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
