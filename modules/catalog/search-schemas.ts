import { z } from "zod";

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
