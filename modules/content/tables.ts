import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ContentBlock } from "./content-block.ts";

/** Editorial pages: blog-centre articles on the home page and custom pages (`/custom?id=slug`). */
export const contentPages = pgTable("content_pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** `article` shows in the blog centre; `page` is a standalone custom page. */
  kind: text("kind").notNull(),
  media: text("media"),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
});

export const contentPageTranslations = pgTable(
  "content_page_translations",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => contentPages.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    blocks: jsonb("blocks").$type<ContentBlock[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] })],
);
