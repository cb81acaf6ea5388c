import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { goods } from "./tables.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search document of a goods in one content language (ADR 0012): its texts as a weighted tsvector
 * built with the language's text search configuration. Derived data, rebuilt by `refreshSearchIndex`.
 * Partitioned by language (migration 0020, ADR 0054; drizzle cannot declare it), so a search reads one
 * language's rows and index only.
 */
export const goodsSearchDocuments = pgTable(
  "goods_search_documents",
  {
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    /**
     * Every text (name, tagline, category, specifications, highlights, description) without positions:
     * only what matches, kept small because a broad keyword reads thousands of them.
     */
    document: tsvector("document").notNull(),
    /** Name, tagline and category only: small enough to rank thousands of matches quickly. */
    title: tsvector("title").notNull().default(sql`''::tsvector`),
    /** Sites the goods is on sale on (published, with a price there): a search reads no other table. */
    sites: text("sites").array().notNull().default(sql`'{}'::text[]`),
    /** The name folded (lower case, no accents), for ranking by closeness of the name. */
    name: text("name").notNull(),
    /** The goods' best-seller rank, copied so that ordering thousands of matches reads no other table. */
    salesRank: integer("sales_rank"),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.lang] }),
    // Without the pending list, a search never scans unmerged entries (PGlite has no autovacuum to merge them).
    index("goods_search_documents_document_idx").using("gin", t.document).with({ fastupdate: false }),
  ],
);

/**
 * Every folded word of the search documents of a language: the vocabulary a keyword's words are matched
 * against by trigram similarity, so typos and parts of compound words still find their documents.
 */
export const searchWords = pgTable(
  "search_words",
  {
    lang: text("lang").notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    index("search_words_word_trgm_idx").using("gin", t.word.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);
