import { Link } from "react-router";
import { useTranslations } from "use-intl";
import type { StockUp } from "../../.server/catalog/present-detail-extras.ts";
import { useSite } from "../use-site.ts";

/** On a consumable accessory: the larger pack that saves the most, one tap away. */
export function StockUpPrompt({
  stockUp,
  name,
  path,
}: {
  stockUp: StockUp | null;
  name: string;
  path: string;
}) {
  const t = useTranslations();
  const { href } = useSite();
  if (!stockUp) return null;
  return (
    <aside className="stock-up" aria-labelledby="stock-up-title">
      <h2 id="stock-up-title">{t("i18n_product_stock_up_title")}</h2>
      <p>
        {stockUp.saving
          ? t("i18n_product_stock_up_text", {
              name,
              spec: stockUp.name,
              price: stockUp.price,
              amount: stockUp.saving,
            })
          : t("i18n_product_stock_up_text_plain", { name, spec: stockUp.name, price: stockUp.price })}
      </p>
      <Link
        to={href(`${path}&spec=${stockUp.specId}`)}
        preventScrollReset
        replace
        className="button button-outline"
      >
        {t("i18n_product_stock_up_choose", { spec: stockUp.name })}
      </Link>
    </aside>
  );
}
