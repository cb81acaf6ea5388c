import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import type { GoodsDetail } from "../../.server/catalog/load-goods-detail.ts";
import type { SpecView } from "../../.server/catalog/present-goods.ts";
import { AddToCartButtons } from "../cart/add-to-cart-buttons.tsx";
import { useSite } from "../use-site.ts";

type Props = {
  goods: Pick<GoodsDetail, "id" | "name" | "tagline" | "published" | "specs" | "highlights" | "isProduct">;
  selected: SpecView | undefined;
  /** Store path of this screen without the spec (`/product/detail?id=3`). */
  path: string;
  /** What shows instead of the buy buttons when the chosen spec cannot be bought (the arrival reminder). */
  unavailable: ReactNode;
  /** Prompts under the buttons (stock-up). */
  children?: ReactNode;
};

/** Name, price, spec choice (each spec a link, so it works without JavaScript), buy buttons or the reminder. */
export function BuyBox({ goods, selected, path, unavailable, children }: Props) {
  const t = useTranslations();
  const { href } = useSite();
  const canBuy = goods.published && selected?.inStock;

  return (
    <section className="buy-box" aria-labelledby="goods-name">
      <h1 id="goods-name">{goods.name}</h1>
      {goods.tagline ? <p className="detail-tagline">{goods.tagline}</p> : null}
      {!goods.published ? <p className="badge badge-muted">{t("i18n_product_delisted")}</p> : null}

      {selected ? (
        <p className="price price-large">
          <span className="price-current">
            <span className="visually-hidden">{t("i18n_product_current_price")} </span>
            {selected.price}
          </span>
          {selected.origPrice ? (
            <>
              <s className="price-original">
                <span className="visually-hidden">{t("i18n_product_original_price")} </span>
                {selected.origPrice}
              </s>
              <span className="badge badge-save">
                {t("i18n_product_save", { amount: selected.saving ?? "" })}
              </span>
            </>
          ) : null}
        </p>
      ) : null}

      {goods.specs.length > 1 ? (
        <fieldset className="spec-picker">
          <legend>{t("i18n_product_choose_spec")}</legend>
          {goods.specs.map((spec) => (
            <Link
              key={spec.id}
              to={href(`${path}&spec=${spec.id}`)}
              replace
              preventScrollReset
              aria-current={spec.id === selected?.id ? "true" : undefined}
              className={spec.inStock ? "" : "spec-sold-out"}
            >
              <span>{spec.name}</span>
              <small>{spec.inStock ? spec.price : t("i18n_product_out_of_stock")}</small>
            </Link>
          ))}
        </fieldset>
      ) : null}

      {!goods.published ? (
        <p className="notice">{t("i18n_product_delisted_notice")}</p>
      ) : selected && !selected.inStock ? (
        <p className="notice">{t("i18n_product_out_of_stock_notice")}</p>
      ) : null}

      <AddToCartButtons
        goodsId={goods.id}
        type={goods.isProduct ? 1 : 2}
        published={goods.published}
        spec={selected}
      />
      {canBuy ? null : unavailable}
      {children}

      <ul className="promises">
        <li>{t("i18n_product_shipping_note")}</li>
        {goods.isProduct ? <li>{t("i18n_product_warranty_note")}</li> : null}
        <li>{t("i18n_product_returns_note")}</li>
      </ul>

      {goods.highlights.length > 0 ? (
        <ul className="highlights" aria-label={t("i18n_product_highlights")}>
          {goods.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
