import { useState } from "react";
import { useTranslations } from "use-intl";
import { formatMoney } from "../../../lib/money.ts";
import type { Together } from "../../.server/catalog/present-detail-extras.ts";
import { useCart } from "../cart/use-cart.ts";
import { MediaImage } from "../media-image.tsx";
import { useSite } from "../use-site.ts";

type Props = {
  goodsId: number;
  /** The chosen spec of this product, added with the ticked accessories. */
  spec: { id: number; abbr: string };
  name: string;
  image: string;
  /** The chosen spec of this product in minor units, and as text; the section shows only while it can be bought. */
  amount: number;
  price: string;
  currency: string;
  together: Together;
};

/**
 * This product with up to three accessories in stock that fit it, each with a checkbox, the combined price of
 * what is ticked, and one button that puts them all in the cart and opens it. Prices are the server's texts; a
 * total is formatted here only once the shopper changes what is ticked.
 */
export function BoughtTogetherSection({
  goodsId,
  spec,
  name,
  image,
  amount,
  price,
  currency,
  together,
}: Props) {
  const t = useTranslations();
  const { href, site } = useSite();
  const { actions } = useCart();
  const [busy, setBusy] = useState(false);
  const { offers } = together;
  const [picked, setPicked] = useState(() => new Set(offers.map((offer) => offer.id)));
  if (offers.length === 0) return null;
  const chosen = offers.filter((offer) => picked.has(offer.id));
  const total = chosen.reduce((sum, offer) => sum + (offer.offer?.amount ?? 0), amount);
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section id="bought-together" className="detail-section bought-together">
      <h2>{t("i18n_product_bought_together")}</h2>
      <div className="together-items">
        <div className="together-item together-main">
          <MediaImage media={image} alt="" sizes="120px" width={240} height={240} />
          <span>{t("i18n_product_this_item", { name })}</span>
          <strong>{price}</strong>
        </div>
        {offers.map((offer) => (
          <label key={offer.id} className="together-item">
            <input
              type="checkbox"
              name="together"
              value={offer.offer?.specId}
              checked={picked.has(offer.id)}
              onChange={() => toggle(offer.id)}
              aria-label={t("i18n_product_bought_together_pick", { name: offer.name })}
            />
            <MediaImage media={offer.img} alt="" sizes="120px" width={240} height={240} />
            <a href={href(offer.path)}>{offer.name}</a>
            <strong>{offer.offer?.price}</strong>
          </label>
        ))}
      </div>
      <p className="together-total">
        <span>{t("i18n_product_bought_together_total", { count: chosen.length + 1 })}</span>
        <strong className="price-current">
          {chosen.length === offers.length ? together.totalText : formatMoney(total, currency, site.locale)}
        </strong>
      </p>
      <button
        type="button"
        className="button button-primary together-add"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            const lines = [
              { relevanceId: goodsId, specId: spec.id, specAbbr: spec.abbr, type: 1 as const },
              ...chosen.flatMap((offer) =>
                offer.offer
                  ? [{ relevanceId: offer.id, specId: offer.offer.specId, specAbbr: "", type: 2 as const }]
                  : [],
              ),
            ];
            let added = true;
            for (const line of lines) added = (await actions.add({ ...line, quantity: 1 })) && added;
            if (added) actions.open();
          } finally {
            setBusy(false);
          }
        }}
      >
        {t("i18n_product_bought_together_add", { count: chosen.length + 1 })}
      </button>
    </section>
  );
}
