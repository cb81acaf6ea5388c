import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A redirect of one page path, on one site or (site null) on all sites (ADR 0043). */
export const redirectRules = pgTable(
  "redirect_rules",
  {
    id: serial("id").primaryKey(),
    /** A site code, or null for every site; a site's own rule wins over an all-sites rule for the same path. */
    site: text("site"),
    /** The path without the site prefix, percent-encoded, without query or trailing slash (`/old-page`). */
    fromPath: text("from_path").notNull(),
    /** A path on the same site (without its prefix, may carry a query) or an absolute http(s) URL. */
    target: text("target").notNull(),
    /** 301 or 302. */
    status: integer("status").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("redirect_rules_site_from").on(sql`coalesce(${t.site}, '*')`, t.fromPath)],
);
