import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import { GOODS_TYPE } from "./goods-type.ts";
import { listHotGoods } from "./list-hot-goods.ts";
import { inOrder, loadGoodsEntries } from "./load-goods-entries.ts";
import { searchConfigs } from "./search-configs.ts";
import type { SearchQuery, SearchResult } from "./search-schemas.ts";

type MatchRow = { id: number; total: number };

const RECOMMENDED = 8;
/** Words of a keyword looked at; the rest are ignored. */
const MAX_TERMS = 8;
/** Vocabulary words tried in place of each keyword word (typo fixes, longer forms, compounds). */
const ALTERNATIVES_PER_TERM = 8;
/**
 * Matches re-ranked by closeness of the name: the first ones by tier and best-seller rank. Bounds the
 * costliest part of ranking when a keyword matches most of a large catalogue; pages stay consistent
 * because the matches past this bound keep the order they were picked in.
 */
const NAME_RANKED = 500;

/**
 * Full-text search over the published goods sold on a site, in the site's language (ADR 0012). Each word
 * of the keyword matches itself as a prefix, after stemming, or any vocabulary word close to it by
 * trigrams or edit distance (typos) or containing it (compounds such as "Handstaubsauger"); every word
 * must match. Ranked
 * first where the name, tagline or category match (the keyword as typed above its corrections), then by
 * closeness of the name (among the first NAME_RANKED), then by best-seller rank; words found only in
 * specifications or descriptions match without adding rank. Cheap tests rather than ts_rank keep ranking
 * thousands of matches fast.
 * Nothing found: best sellers to recommend.
 */
export function searchGoods(db: Db, site: Site, query: SearchQuery): Promise<SearchResult> {
  const key = `search|${site.code}|${query.page}|${query.pageSize}|${query.keyword.toLowerCase()}`;
  return readThrough(db, key, env().CATALOG_CACHE_SECONDS * 1000, () => runSearch(db, site, query));
}

async function runSearch(db: Db, site: Site, query: SearchQuery): Promise<SearchResult> {
  const config = searchConfigs[site.lang];
  const result = await db.execute(sql`
    with terms as (
      select term, position
      from unnest(regexp_split_to_array(lower(unaccent(${query.keyword})), '[^a-z0-9]+'))
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
          select word from search_words
          where lang = ${site.lang} and (word % terms.term or word like '%' || terms.term || '%')
          union
          -- Swapped letters defeat trigrams: same first letter, one or two edits away.
          select word from search_words
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
    queries as materialized (
      select
        to_tsquery(${config}::regconfig,
          (select string_agg('(' || alternatives || ')', ' & ') from (
            select string_agg(alternative, ' | ') as alternatives from alternatives group by position
          ) as per_term)) as loose,
        to_tsquery(${config}::regconfig,
          (select string_agg(term || ':*', ' & ') from terms)) as own
    ),
    matches as (
      select d.goods_id, d.name, d.sales_rank,
        2 * (d.title @@ queries.own)::int + (d.title @@ queries.loose)::int as tier
      from goods_search_documents d, queries
      where d.lang = ${site.lang} and d.document @@ queries.loose and ${site.code} = any(d.sites)
    ),
    ordered as (
      select *, count(*) over () as total,
        row_number() over (order by tier desc, sales_rank asc nulls last, goods_id) as position
      from matches
    )
    select goods_id as id, total::int as total
    from ordered
    order by
      position > ${NAME_RANKED},
      case when position <= ${NAME_RANKED}
        then tier + similarity(name, lower(unaccent(${query.keyword}))) else tier end desc,
      sales_rank asc nulls last, goods_id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `);
  const list = rowsOf(result as unknown as MatchRow[] | { rows: MatchRow[] });
  const ids = list.map((row) => Number(row.id));
  const total = list[0] ? Number(list[0].total) : query.page > 1 ? await countOnly(db, site, query) : 0;
  return {
    keyword: query.keyword,
    list: inOrder(ids, await loadGoodsEntries(db, ids, site)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    recommended: total === 0 ? await listHotGoods(db, site, GOODS_TYPE.product, RECOMMENDED) : [],
  };
}

/** The result length when the asked page lies past the last one. */
async function countOnly(db: Db, site: Site, query: SearchQuery): Promise<number> {
  const first = await runSearch(db, site, { ...query, page: 1, pageSize: 1 });
  return first.total;
}

/** postgres-js answers an array of rows, PGlite an object with `rows`. */
function rowsOf<T>(result: T[] | { rows: T[] }): T[] {
  return Array.isArray(result) ? result : result.rows;
}
