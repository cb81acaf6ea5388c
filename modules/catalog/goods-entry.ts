/** A product or accessory as a site sells it, in the site's language. */
export type Goods = {
  id: number;
  /** 1 product, 2 accessory (`GOODS_TYPE`). */
  type: number;
  slug: string;
  name: string;
  tagline: string;
  description: string;
  /** Media key of the first image; served at /media/{img}/{width}.{avif|webp|jpeg}. */
  img: string;
  /** 1 on sale, otherwise delisted (`PUBLISHED`). */
  publish: number;
  inStock: boolean;
  categoryId: number | null;
  accessoryTypeId: number | null;
  releasedAt: string;
};

/** A spec of goods with the price in force on the site, in minor units of `currencyCode`. */
export type GoodsSpec = {
  id: number;
  specAbbr: string;
  name: string;
  currPrice: number;
  /** The struck-through price (the regular one while a flash deal runs); null if none. */
  origPrice: number | null;
  /** End (ISO 8601) of the flash deal that sets `currPrice` now; null at the regular price. */
  dealEndsAt: string | null;
  currencyCode: string;
  inStock: boolean;
};

/** The catalogue's card data of one goods: the goods and its specs priced on the site. */
export type GoodsEntry = { goods: Goods; specs: GoodsSpec[] };
