import { type SQL, sql } from "drizzle-orm";
import type { ContentLang } from "../../lib/sites.ts";

/** Words of a keyword looked at; the rest are ignored. */
const MAX_TERMS = 8;

/**
 * The `terms` and `alternatives` common table expressions of a full-text search (ADR 0012): the keyword folded
 * and split into at most eight words, its stop words left out ("nicht", "the": no document is indexed under them,
 * and their look-alikes in the vocabulary would otherwise be required), and for each word the word itself as a prefix plus up to `perTerm`
 * words of `vocabulary` (a table of `lang`, `word`) close to it by trigrams or edit distance (typos) or
 * containing it (compounds). Product search and support search build their tsquery from them.
 */
export function keywordAlternatives(
  keyword: string,
  lang: ContentLang,
  config: string,
  vocabulary: "search_words" | "support_search_words",
  perTerm: number,
): SQL {
  const words = sql.identifier(vocabulary);
  return sql`
    terms as (
      select term, position
      from unnest(regexp_split_to_array(lower(unaccent(${keyword})), '[^a-z0-9]+'))
        with ordinality as split(term, position)
      where length(term) >= 2 and to_tsvector(${config}::regconfig, term) <> ''::tsvector
      order by position
      limit ${MAX_TERMS}
    ),
    alternatives as (
      select position, term || ':*' as alternative from terms
      union
      select terms.position, close.word
      from terms cross join lateral (
        select word from (
          select word from ${words}
          where lang = ${lang} and (word % terms.term or word like '%' || terms.term || '%')
          union
          -- Swapped letters defeat trigrams: same first letter, one or two edits away.
          select word from ${words}
          where lang = ${lang}
            and word >= left(terms.term, 1) and word < chr(ascii(terms.term) + 1)
            and abs(length(word) - length(terms.term)) <= 1
            and levenshtein_less_equal(word, terms.term, 2) <= case when length(terms.term) >= 6 then 2 else 1 end
        ) as candidates
        where length(terms.term) >= 4
        order by similarity(word, terms.term) desc, word
        limit ${perTerm}
      ) as close
    )`;
}

/** The tsquery that every word of the keyword must match through one of its alternatives. */
export const anyAlternativePerTerm = (config: string): SQL => sql`
  to_tsquery(${config}::regconfig,
    (select string_agg('(' || alternatives || ')', ' & ') from (
      select string_agg(alternative, ' | ') as alternatives from alternatives group by position
    ) as per_term))`;
