import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import { searchConfigs } from "../catalog/search-configs.ts";
import type { SupportBody, SupportKind } from "./support-body.ts";

export type SupportHit = {
  slug: string;
  kind: SupportKind;
  topic: string;
  title: string;
  summary: string;
  body: SupportBody;
};

const MAX_TERMS = 8;
const ALTERNATIVES_PER_TERM = 6;
const MAX_HITS = 30;

/**
 * Searches the support centre in the site's language (ADR 0034): every word of `keyword` must match, as a
 * prefix, after stemming, or through a close word of the vocabulary (typos); ranked by where it matched (title
 * over summary over text), then by closeness of the title.
 */
export async function searchSupport(db: Db, site: Site, keyword: string): Promise<SupportHit[]> {
  const config = searchConfigs[site.lang];
  const result = await db.execute(sql`
    with terms as (
      select term, position
      from unnest(regexp_split_to_array(lower(unaccent(${keyword})), '[^a-z0-9]+'))
        with ordinality as split(term, position)
      where length(term) >= 2
      order by position
      limit ${MAX_TERMS}
    ),
    alternatives as (
      select position, term || ':*' as alternative from terms
      union
      select terms.position, close.word
      from terms cross join lateral (
        select word from (
          select word from support_search_words
          where lang = ${site.lang} and (word % terms.term or word like '%' || terms.term || '%')
          union
          select word from support_search_words
          where lang = ${site.lang}
            and word >= left(terms.term, 1) and word < chr(ascii(terms.term) + 1)
            and abs(length(word) - length(terms.term)) <= 1
            and levenshtein_less_equal(word, terms.term, 2) <= case when length(terms.term) >= 6 then 2 else 1 end
        ) as candidates
        where length(terms.term) >= 4
        order by similarity(word, terms.term) desc, word
        limit ${ALTERNATIVES_PER_TERM}
      ) as close
    ),
    query as materialized (
      select to_tsquery(${config}::regconfig,
        (select string_agg('(' || alternatives || ')', ' & ') from (
          select string_agg(alternative, ' | ') as alternatives from alternatives group by position
        ) as per_term)) as loose
    )
    select e.slug, e.kind, e.topic, t.title, t.summary, t.body
    from support_search_documents d
    join query on d.document @@ query.loose
    join support_entries e on e.id = d.entry_id
    join support_entry_translations t on t.entry_id = e.id and t.lang = d.lang
    where d.lang = ${site.lang}
    order by ts_rank(d.document, query.loose) + similarity(d.title, lower(unaccent(${keyword}))) desc, e.sort, e.id
    limit ${MAX_HITS}
  `);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: SupportHit[] }).rows;
  return rows as SupportHit[];
}
