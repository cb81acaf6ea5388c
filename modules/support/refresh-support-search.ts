import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { searchConfigs } from "../catalog/search-configs.ts";
import { supportEntries, supportSearchDocuments, supportSearchWords } from "./tables.ts";

const configs = sql.join(
  Object.entries(searchConfigs).map(([lang, config]) => sql`(${lang}, ${config})`),
  sql`, `,
);

/**
 * Rebuilds the support search documents and vocabulary (ADR 0034, the technique of ADR 0012) of every entry,
 * or of `entryIds` only. Whoever writes an entry or its texts calls it in the same transaction. Titles weigh
 * most, then summaries, then the bodies' text; texts are folded (no accents, lower case) before stemming.
 */
export async function refreshSupportSearch(db: Db | Tx, entryIds?: number[]): Promise<void> {
  if (entryIds?.length === 0) return;
  const only: SQL = entryIds ? inArray(supportEntries.id, entryIds) : sql`true`;
  await db.transaction(async (tx) => {
    if (entryIds)
      await tx.delete(supportSearchDocuments).where(inArray(supportSearchDocuments.entryId, entryIds));
    else {
      await tx.delete(supportSearchDocuments);
      await tx.delete(supportSearchWords);
    }
    await tx.execute(sql`
      with source as (
        select e.id as entry_id, t.lang, config.name::regconfig as config,
          lower(unaccent(t.title)) as a,
          lower(unaccent(t.summary)) as b,
          lower(unaccent(coalesce((
            select string_agg(value #>> '{}', ' ')
            from jsonb_path_query(t.body, 'strict $.**') as value
            where jsonb_typeof(value) = 'string'
          ), ''))) as c
        from support_entries e
        join support_entry_translations t on t.entry_id = e.id
        join (values ${configs}) as config(lang, name) on config.lang = t.lang
        where ${only}
      ),
      documents as (
        insert into support_search_documents (entry_id, lang, document, title)
        select entry_id, lang,
          setweight(to_tsvector(config, a), 'A') || setweight(to_tsvector(config, b), 'B')
            || setweight(to_tsvector(config, c), 'C'),
          a
        from source
      )
      insert into support_search_words (lang, word)
      select distinct lang, word
      from source, regexp_split_to_table(concat_ws(' ', a, b, c), '[^a-z0-9]+') as word
      where length(word) between 2 and 40
      on conflict do nothing
    `);
    if (!entryIds) await tx.execute(sql`analyze support_search_documents, support_search_words`);
  });
}
