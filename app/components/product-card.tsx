import { useTranslations } from "use-intl";
import type { GoodsCard } from "../.server/catalog/present-goods.ts";
import { type ImageLoading, MediaImage } from "./media-image.tsx";
import { useSite } from "./use-site.ts";

/** `headingLevel` 2 where the cards sit right under the page's h1, so no heading level is skipped. */
export function ProductCard({
  card,
  loading = "lazy",
  headingLevel = 3,
}: {
  card: GoodsCard;
  loading?: ImageLoading;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { href } = useSite();
  return (
    <article className="product-card">
      <a href={href(card.path)} className="product-card-link">
        <div className="product-card-media">
          <MediaImage
            media={card.img}
            alt={card.name}
            sizes="(max-width: 700px) 50vw, 300px"
            width={600}
            height={600}
            loading={loading}
          />
          <div className="badges">
            {card.dealEndsAt ? <span className="badge badge-deal">{t("i18n_deals_badge")}</span> : null}
            {card.isNew ? <span className="badge badge-new">{t("i18n_product_new")}</span> : null}
            {!card.published ? <span className="badge badge-muted">{t("i18n_product_delisted")}</span> : null}
            {card.published && !card.inStock ? (
              <span className="badge badge-muted">{t("i18n_product_out_of_stock")}</span>
            ) : null}
          </div>
        </div>
        <Heading className="product-card-name">{card.name}</Heading>
        {card.tagline ? <p className="product-card-tagline">{card.tagline}</p> : null}
        <p className="price">
          <span className="price-current">
            {card.fromPrice ? t("i18n_product_from", { price: card.price }) : card.price}
          </span>
          {card.origPrice ? (
            <s className="price-original">
              <span className="visually-hidden">{t("i18n_product_original_price")} </span>
              {card.origPrice}
            </s>
          ) : null}
        </p>
      </a>
    </article>
  );
}
