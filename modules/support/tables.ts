import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { categories, goods } from "../catalog/tables.ts";
import type { SupportBody } from "./support-body.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** One FAQ, troubleshooting guide or tutorial (ADR 0034). */
export const supportEntries = pgTable(
  "support_entries",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** `faq`, `troubleshooting` or `tutorial`. */
    kind: text("kind").notNull(),
    /** A store topic (orders, shipping, returns, warranty, account) or a product line's category slug. */
    topic: text("topic").notNull(),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "restrict" }),
    sort: integer("sort").notNull().default(0),
    /** A tutorial's picture in the media store. */
    media: text("media"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("support_entries_kind_topic").on(t.kind, t.topic, t.sort)],
);

/** The models an entry is about; an entry with none is about every model of its line. */
export const supportEntryGoods = pgTable(
  "support_entry_goods",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => supportEntries.id, { onDelete: "cascade" }),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.goodsId] }), index("support_entry_goods_goods").on(t.goodsId)],
);

export const supportEntryTranslations = pgTable(
  "support_entry_translations",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => supportEntries.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    /** The question, the symptom or the tutorial's name. */
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: jsonb("body").$type<SupportBody>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.lang] })],
);

/**
 * Files of a model besides its manual: quick-start guides (a PDF per language) and firmware releases (a version,
 * a date and notes per language, in `notes`).
 */
export const supportDownloads = pgTable(
  "support_downloads",
  {
    id: serial("id").primaryKey(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    /** `quick_start` or `firmware`. */
    kind: text("kind").notNull(),
    /** The file's language; null for a firmware release, whose notes are translated. */
    lang: text("lang"),
    version: text("version"),
    /** A generated file name under DATA_DIR/support (quick-start guides). */
    file: text("file"),
    bytes: integer("bytes"),
    /** A firmware release's notes by language. */
    notes: jsonb("notes").$type<Record<string, string[]>>(),
    releasedAt: at("released_at").notNull(),
  },
  (t) => [index("support_downloads_goods").on(t.goodsId, t.kind)],
);

/** An entry's searchable text per language (ADR 0012's technique): derived, rebuilt on every write. */
export const supportSearchDocuments = pgTable(
  "support_search_documents",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => supportEntries.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    document: tsvector("document").notNull(),
    /** The title folded (lower case, no accents), for ranking by closeness. */
    title: text("title").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lang] }),
    index("support_search_documents_document_idx").using("gin", t.document).with({ fastupdate: false }),
  ],
);

/** Every folded word of the support texts of a language, matched by trigrams to forgive typos. */
export const supportSearchWords = pgTable(
  "support_search_words",
  {
    lang: text("lang").notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    index("support_search_words_word_trgm_idx")
      .using("gin", t.word.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

/** "Did this help?" answers on a troubleshooting guide or tutorial. */
export const supportFeedback = pgTable(
  "support_feedback",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => supportEntries.id, { onDelete: "cascade" }),
    helpful: boolean("helpful").notNull(),
    requestedIp: text("requested_ip").notNull(),
    createdAt: at("created_at").notNull().default(sql`now()`),
  },
  (t) => [
    index("support_feedback_entry").on(t.entryId),
    index("support_feedback_ip").on(t.requestedIp, t.createdAt),
  ],
);

/** A shopper's question or feedback from the support centre's form, kept for the shop's staff. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    goodsId: integer("goods_id").references(() => goods.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    /** The sender's photo, a private media key (`support/<uuid>`): for the staff, never served to shoppers. */
    photoKey: text("photo_key"),
    /** `new` until the staff answer it (the back office). */
    status: text("status").notNull().default("new"),
    requestedIp: text("requested_ip").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("support_messages_ip").on(t.requestedIp, t.createdAt),
    index("support_messages_status").on(t.status, t.createdAt),
  ],
);
