import { useState } from "react";
import { useTranslations } from "use-intl";
import type { GoodsCard } from "../../.server/catalog/present-goods.ts";
import { ProductCard } from "../product-card.tsx";

const FIRST = 4;

/** Accessories that fit: the first four, then "show more" / "show fewer". */
export function AccessoriesSection({ accessories }: { accessories: GoodsCard[] }) {
  const t = useTranslations();
  const [expanded, setExpanded] = useState(false);
  if (accessories.length === 0) return null;
  const shown = expanded ? accessories : accessories.slice(0, FIRST);
  return (
    <section id="accessories" className="detail-section">
      <h2>{t("i18n_product_accessories")}</h2>
      <div className="product-grid" id="accessory-grid">
        {shown.map((card) => (
          <ProductCard key={card.id} card={card} />
        ))}
      </div>
      {accessories.length > FIRST ? (
        <button
          type="button"
          className="button button-outline show-more"
          aria-expanded={expanded}
          aria-controls="accessory-grid"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? t("i18n_product_show_fewer")
            : t("i18n_product_show_more", { count: accessories.length - FIRST })}
        </button>
      ) : null}
    </section>
  );
}
