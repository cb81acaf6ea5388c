import type { GoodsDetail } from "../../.server/catalog/load-goods-detail.ts";
import { useSite } from "../use-site.ts";

export type AggregateRating = { ratingValue: number; reviewCount: number };

type Props = {
  goods: Pick<GoodsDetail, "name" | "description" | "images" | "published" | "offers" | "category">;
  /** Store path of the screen without locale prefix. */
  path: string;
  /** The reviews' average and count, when the product has reviews. */
  aggregateRating?: AggregateRating | null;
};

/** schema.org Product with one Offer per spec in the site's currency, for search engines. */
export function ProductJsonLd({ goods, path, aggregateRating }: Props) {
  const { href, publicUrl } = useSite();
  const url = `${publicUrl}${href(path)}`;
  const availability = (inStock: boolean) =>
    `https://schema.org/${!goods.published ? "Discontinued" : inStock ? "InStock" : "OutOfStock"}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: goods.name,
    description: goods.description,
    image: goods.images.map((media) => `${publicUrl}/media/${media}/1024.jpeg`),
    brand: { "@type": "Brand", name: "Brisa Home" },
    ...(goods.category ? { category: goods.category.name } : {}),
    url,
    offers: goods.offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: (offer.amount / 100).toFixed(2),
      priceCurrency: offer.currency,
      availability: availability(offer.inStock),
      url: `${url}&spec=${offer.specId}`,
    })),
    ...(aggregateRating && aggregateRating.reviewCount > 0
      ? { aggregateRating: { "@type": "AggregateRating", ...aggregateRating } }
      : {}),
  };
  // JSON in a script element: "<" is escaped so no text can close the element early.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data block, never executed
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  );
}
