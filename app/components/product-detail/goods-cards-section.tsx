import type { GoodsCard } from "../../.server/catalog/present-goods.ts";
import { ProductCard } from "../product-card.tsx";

/** A headed grid of product cards: the products an accessory fits, the recommendations. */
export function GoodsCardsSection({ id, title, cards }: { id: string; title: string; cards: GoodsCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section id={id} className="detail-section">
      <h2>{title}</h2>
      <div className="product-grid">
        {cards.map((card) => (
          <ProductCard key={card.id} card={card} />
        ))}
      </div>
    </section>
  );
}
