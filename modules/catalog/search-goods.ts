import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "./goods-entry.ts";
import { GOODS_TYPE } from "./goods-type.ts";
import { anyAlternativePerTerm, keywordAlternatives } from "./keyword-alternatives.ts";
import { listHotGoods } from "./list-hot-goods.ts";
import { inOrder, loadGoodsEntries } from "./load-goods-entries.ts";
import { searchConfigs } from "./search-configs.ts";
import type { SearchQuery } from "./search-schemas.ts";

export type SearchResult = {
  keyword: string;
  list: GoodsEntry[];
  /** How many published goods match. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Best sellers to offer instead when nothing matches; empty otherwise. */
  recommended: GoodsEntry[];
};

type MatchRow = { id: number; total: number };

const RECOMMENDED = 8;
/** Vocabulary words tried in place of each keyword word (typo fixes, longer forms, compounds). */
const ALTERNATIVES_PER_TERM = 8;
/**
 * Matches re-ranked by closeness of the name: the first ones by tier and best-seller rank. Bounds the
 * costliest part of ranking when a keyword matches most of a large catalogue; pages stay consistent
 * because the matches past this bound keep the order they were picked in. Only these (or as many as the
 * asked page reaches) are sorted; the rest are counted (ADR 0054).
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
    with ${keywordAlternatives(query.keyword, site.lang, config, "search_words", ALTERNATIVES_PER_TERM)},
    queries as materialized (
      select
        ${anyAlternativePerTerm(config)} as loose,
        to_tsquery(${config}::regconfig,
          (select string_agg(term || ':*', ' & ') from terms)) as own
    ),
    matches as (
      select d.goods_id, d.name, d.sales_rank,
        2 * (d.title @@ queries.own)::int + (d.title @@ queries.loose)::int as tier
      from goods_search_documents d, queries
      where d.lang = ${site.lang} and d.document @@ queries.loose and ${site.code} = any(d.sites)
    ),
    picked as (
      select * from matches
      order by tier desc, sales_rank asc nulls last, goods_id
      limit ${Math.max(NAME_RANKED, query.page * query.pageSize)}
    ),
    ordered as (
      select *, row_number() over (order by tier desc, sales_rank asc nulls last, goods_id) as position
      from picked
    )
    select goods_id as id, (select count(*) from matches)::int as total
    from ordered
    order by
      position > ${NAME_RANKED},
      case when position <= ${NAME_RANKED}
        then tier + similarity(name, lower(unaccent(${query.keyword}))) else tier end desc,
      sales_rank asc nulls last, goods_id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `);
  const list = rowsOf<MatchRow>(result);
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
