import { useState } from "react";
import { useTranslations } from "use-intl";
import { formatMoney } from "../../../lib/money.ts";
import type { AccessoryOffer } from "../../.server/present-detail-extras.ts";
import { MediaImage } from "../media-image.tsx";
import { useSite } from "../use-site.ts";

const MAX_TOGETHER = 3;

type Props = {
  name: string;
  image: string;
  /** The chosen spec of this product in minor units; the section shows only while it can be bought. */
  amount: number;
  currency: string;
  accessories: AccessoryOffer[];
};

/**
 * This product with up to three accessories in stock that fit it, each with a checkbox, and the combined
 * price of what is ticked. Adding them together to the cart is the cart's work (see the report/ADR 0014).
 */
export function BoughtTogetherSection({ name, image, amount, currency, accessories }: Props) {
  const t = useTranslations();
  const { href, site } = useSite();
  const offers = accessories.filter((accessory) => accessory.offer !== null).slice(0, MAX_TOGETHER);
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
          <strong>{formatMoney(amount, currency, site.locale)}</strong>
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
            <strong>{formatMoney(offer.offer?.amount ?? 0, currency, site.locale)}</strong>
          </label>
        ))}
      </div>
      <p className="together-total">
        <span>{t("i18n_product_bought_together_total", { count: chosen.length + 1 })}</span>
        <strong className="price-current">{formatMoney(total, currency, site.locale)}</strong>
      </p>
    </section>
  );
}
