import { useTranslations } from "use-intl";
import type { SpecificationRow } from "../../../modules/catalog/specification-row.ts";

export function SpecificationsSection({ rows }: { rows: SpecificationRow[] }) {
  const t = useTranslations();
  return (
    <section id="specifications" className="detail-section">
      <h2>{t("i18n_product_specifications")}</h2>
      <table className="spec-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
