import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import type { Site } from "../../lib/sites.ts";
import { anyAlternativePerTerm, keywordAlternatives } from "../catalog/keyword-alternatives.ts";
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
    with ${keywordAlternatives(keyword, site.lang, config, "support_search_words", ALTERNATIVES_PER_TERM)},
    query as materialized (
      select ${anyAlternativePerTerm(config)} as loose
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
  return rowsOf<SupportHit>(result);
}
