import { useTranslations } from "use-intl";
import type { AccessoryOffer } from "../../.server/catalog/present-detail-extras.ts";
import { useSite } from "../use-site.ts";

/** On a product: the consumables that fit it (filters, bags, pads), as a stock-up prompt. */
export function ConsumablesPrompt({ name, accessories }: { name: string; accessories: AccessoryOffer[] }) {
  const t = useTranslations();
  const { href } = useSite();
  const consumables = accessories.filter((accessory) => accessory.consumable);
  if (consumables.length === 0) return null;
  return (
    <aside className="stock-up" aria-labelledby="consumables-title">
      <h2 id="consumables-title">{t("i18n_product_consumables_title")}</h2>
      <p>{t("i18n_product_consumables_text", { name })}</p>
      <ul>
        {consumables.map((item) => (
          <li key={item.id}>
            <a href={href(item.path)}>{item.name}</a>{" "}
            <span className="price-current">
              {item.fromPrice ? t("i18n_product_from", { price: item.price }) : item.price}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
