import { useTranslations } from "use-intl";
import { formatMoney } from "../../../lib/money.ts";
import type { GoodsEntry } from "../../../modules/catalog/goods-entry.ts";
import { MediaImage } from "../media-image.tsx";
import { useSite } from "../use-site.ts";
import { goodsDetailPath } from "./cart-view.ts";

/** "Frequently bought together" on the cart page, each suggestion with its own add button. */
export function BoughtTogether({
  entries,
  onAdd,
}: {
  entries: GoodsEntry[];
  onAdd: (entry: GoodsEntry, specId: number, specAbbr: string) => void;
}) {
  const t = useTranslations();
  const { href, site } = useSite();
  if (entries.length === 0) return null;
  return (
    <section className="cart-together" aria-labelledby="cart-together-title">
      <h2 id="cart-together-title">{t("i18n_cart_bought_together")}</h2>
      <ul className="cart-together-list">
        {entries.map((entry, index) => {
          const goods = entry.goods;
          const spec = entry.specs.find((candidate) => candidate.inStock);
          const path = href(goodsDetailPath(goods.type, goods.id));
          return (
            <li key={goods.id} className="cart-together-item">
              <a href={path} className="cart-together-media" tabIndex={-1} aria-label={goods.name}>
                {/* On a phone the first suggestion is in the first viewport, and its image is the page's largest. */}
                <MediaImage
                  media={goods.img}
                  alt=""
                  sizes="160px"
                  width={320}
                  height={320}
                  loading={index === 0 ? "priority" : "lazy"}
                />
              </a>
              <a href={path} className="cart-together-name">
                {goods.name}
              </a>
              {spec ? (
                <p className="price">
                  <span className="price-current">
                    {formatMoney(spec.currPrice, spec.currencyCode, site.locale)}
                  </span>
                </p>
              ) : (
                <p className="price">{t("i18n_product_out_of_stock")}</p>
              )}
              <button
                type="button"
                className="button button-outline button-small"
                disabled={!spec}
                onClick={() => spec && onAdd(entry, spec.id, spec.specAbbr)}
              >
                {/* The name starts with the visible text (WCAG 2.5.3), then says which goods. */}
                {t("i18n_product_add_to_cart")}
                <span className="visually-hidden">: {goods.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
