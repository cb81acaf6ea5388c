import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PUBLISHED } from "./publish-state.ts";
import type { SpecificationRow } from "./specification-row.ts";

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  sort: integer("sort").notNull().default(0),
});

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const accessoryTypes = pgTable("accessory_types", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  sort: integer("sort").notNull().default(0),
});

export const accessoryTypeTranslations = pgTable(
  "accessory_type_translations",
  {
    accessoryTypeId: integer("accessory_type_id")
      .notNull()
      .references(() => accessoryTypes.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accessoryTypeId, t.lang] })],
);

/** Products and accessories share one table: both have specs, prices, stock, images and texts. */
export const goods = pgTable(
  "goods",
  {
    id: serial("id").primaryKey(),
    type: smallint("type").notNull(),
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id").references(() => categories.id),
    accessoryTypeId: integer("accessory_type_id").references(() => accessoryTypes.id),
    publish: smallint("publish").notNull().default(PUBLISHED),
    /** Consumables (filters, bags, pads) get a stock-up prompt. */
    consumable: boolean("consumable").notNull().default(false),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
    /** Position among best sellers, 1 first; null when not ranked. */
    salesRank: integer("sales_rank"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("goods_type_category_idx").on(t.type, t.categoryId),
    index("goods_released_idx").on(t.releasedAt),
  ],
);

export const goodsTranslations = pgTable(
  "goods_translations",
  {
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
    /** One line under the name on cards. */
    tagline: text("tagline").notNull().default(""),
    description: text("description").notNull(),
    highlights: jsonb("highlights").$type<string[]>().notNull().default([]),
    specifications: jsonb("specifications").$type<SpecificationRow[]>().notNull().default([]),
    includedItems: jsonb("included_items").$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.lang] })],
);

/** A purchasable variant (colour, bundle, capacity) of a product or accessory. */
export const goodsSpecs = pgTable(
  "goods_specs",
  {
    id: serial("id").primaryKey(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    /** Short, language-neutral label shown in the cart (the spec's specAbbr). */
    abbr: text("abbr").notNull(),
    sort: integer("sort").notNull().default(0),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [index("goods_specs_goods_idx").on(t.goodsId)],
);

export const goodsSpecTranslations = pgTable(
  "goods_spec_translations",
  {
    specId: integer("spec_id")
      .notNull()
      .references(() => goodsSpecs.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.specId, t.lang] })],
);

/** Per-site prices in minor units of the site's currency. A spec without a row is not sold on that site. */
export const specPrices = pgTable(
  "spec_prices",
  {
    specId: integer("spec_id")
      .notNull()
      .references(() => goodsSpecs.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    currency: text("currency").notNull(),
    currPrice: integer("curr_price").notNull(),
    origPrice: integer("orig_price"),
  },
  (t) => [primaryKey({ columns: [t.specId, t.site] })],
);

export const goodsImages = pgTable(
  "goods_images",
  {
    id: serial("id").primaryKey(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    specId: integer("spec_id").references(() => goodsSpecs.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    /** Key of the master image in the media store. */
    media: text("media").notNull(),
  },
  (t) => [index("goods_images_goods_idx").on(t.goodsId)],
);

/** Which products an accessory fits. */
export const accessoryFits = pgTable(
  "accessory_fits",
  {
    accessoryId: integer("accessory_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.accessoryId, t.productId] }),
    index("accessory_fits_product_idx").on(t.productId),
  ],
);

export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    /** Where the banner shows, e.g. `home_top`, `home_middle`, `product_list`. */
    position: text("position").notNull(),
    /** Null shows the banner on every site. */
    site: text("site"),
    sort: integer("sort").notNull().default(0),
    media: text("media").notNull(),
    /** A store path without locale prefix, e.g. `/product/detail?id=3`. */
    link: text("link").notNull(),
    goodsId: integer("goods_id").references(() => goods.id, { onDelete: "set null" }),
  },
  (t) => [index("banners_position_idx").on(t.position)],
);

export const bannerTranslations = pgTable(
  "banner_translations",
  {
    bannerId: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    cta: text("cta").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] })],
);

/** The user manual of a product in one language: a PDF under DATA_DIR/manuals (ADR 0014). */
export const goodsManuals = pgTable(
  "goods_manuals",
  {
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    /** File name under DATA_DIR/manuals. */
    file: text("file").notNull(),
    /** Name the browser saves the download as. */
    downloadName: text("download_name").notNull(),
    bytes: integer("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.lang] })],
);

/**
 * The size-advice table of a site and category (spec section 3): per group (`groupKey`, 1 or 0) a list of
 * rows, each a message key and a number. Which meaning groups, keys and numbers have is told by the
 * catalogue texts the keys name (ADR 0014).
 */
export const sizeAdviceEntries = pgTable(
  "size_advice_entries",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    groupKey: smallint("group_key").notNull(),
    sort: integer("sort").notNull().default(0),
    textKey: text("text_key").notNull(),
    value: integer("value").notNull(),
  },
  (t) => [uniqueIndex("size_advice_entry_idx").on(t.site, t.categoryId, t.groupKey, t.textKey)],
);
