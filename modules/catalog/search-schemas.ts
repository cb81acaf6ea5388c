import { z } from "zod";
import { goodsEntry } from "./schemas.ts";

export const SEARCH_KEYWORD_MAX = 100;

/** A keyword the shopper typed: required, not blank, at most 100 characters, no control characters. */
export const searchKeyword = z
  .string({ error: "i18n_search_keyword_required" })
  .trim()
  .min(1, { error: "i18n_search_keyword_required" })
  .max(SEARCH_KEYWORD_MAX, { error: "i18n_search_keyword_too_long" })
  // Control characters (NUL among them) are never typed and PostgreSQL text cannot hold NUL.
  .regex(/^\P{Cc}*$/u, { error: "i18n_error_invalid_value" });

export const searchQuery = z.object({
  keyword: searchKeyword.meta({ description: "What to look for, in the language of the site" }),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResult = z
  .object({
    keyword: z.string(),
    list: z.array(goodsEntry),
    total: z.number().int().meta({ description: "How many published goods match: the result length" }),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    recommended: z
      .array(goodsEntry)
      .meta({ description: "Best sellers to offer instead when nothing matches; empty otherwise" }),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.infer<typeof searchResult>;
