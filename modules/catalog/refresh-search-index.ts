import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { PUBLISHED } from "./publish-state.ts";
import { searchConfigs } from "./search-configs.ts";
import { goodsSearchDocuments, searchWords } from "./search-tables.ts";
import { goods } from "./tables.ts";

const configs = sql.join(
  Object.entries(searchConfigs).map(([lang, config]) => sql`(${lang}, ${config})`),
  sql`, `,
);

/**
 * Rebuilds the search documents and vocabulary (ADR 0012) from the catalogue: of every goods, or of
 * `goodsIds` only. Whoever changes what search reads (texts, category, publish flag, which sites have a
 * price, best-seller rank) calls it in the same transaction (the seed does; the back office must). Texts are folded (accents removed, lower case) before stemming so PGlite and
 * PostgreSQL split words alike whatever their locale. A full rebuild also drops words no goods uses.
 */
export async function refreshSearchIndex(db: Db | Tx, goodsIds?: number[]): Promise<void> {
  if (goodsIds?.length === 0) return;
  const only: SQL = goodsIds ? inArray(goods.id, goodsIds) : sql`true`;
  await db.transaction(async (tx) => {
    if (goodsIds)
      await tx.delete(goodsSearchDocuments).where(inArray(goodsSearchDocuments.goodsId, goodsIds));
    else {
      await tx.delete(goodsSearchDocuments);
      await tx.delete(searchWords);
    }
    await tx.execute(sql`
      with priced as (
        select goods_specs.goods_id, array_agg(distinct spec_prices.site order by spec_prices.site) as sites
        from goods_specs join spec_prices on spec_prices.spec_id = goods_specs.id
        where goods_specs.goods_id in (select goods.id from goods where ${only})
        group by goods_specs.goods_id
      ),
      source as (
        select goods.id as goods_id, goods.sales_rank, t.lang, config.name::regconfig as config,
          case when goods.publish = ${PUBLISHED} then coalesce(priced.sites, '{}') else '{}' end as sites,
          lower(unaccent(t.name)) as a,
          lower(unaccent(concat_ws(' ', t.tagline, category.name, accessory_type.name))) as b,
          lower(unaccent(concat_ws(' ',
            (select string_agg(concat_ws(' ', row->>'label', row->>'value'), ' ')
               from jsonb_array_elements(t.specifications) as row),
            (select string_agg(line, ' ') from jsonb_array_elements_text(t.highlights) as line)))) as c,
          lower(unaccent(t.description)) as d
        from goods
        join goods_translations t on t.goods_id = goods.id
        join (values ${configs}) as config(lang, name) on config.lang = t.lang
        left join priced on priced.goods_id = goods.id
        left join category_translations category
          on category.category_id = goods.category_id and category.lang = t.lang
        left join accessory_type_translations accessory_type
          on accessory_type.accessory_type_id = goods.accessory_type_id and accessory_type.lang = t.lang
        where ${only}
      ),
      documents as (
        insert into goods_search_documents (goods_id, lang, document, title, sites, name, sales_rank)
        select goods_id, lang, strip(title || to_tsvector(config, c) || to_tsvector(config, d)),
          title, sites, a, sales_rank
        from (
          select *, to_tsvector(config, a) || to_tsvector(config, b) as title
          from source
        ) as titled
      )
      insert into search_words (lang, word)
      select distinct lang, word
      from source, regexp_split_to_table(concat_ws(' ', a, b, c, d), '[^a-z0-9]+') as word
      where length(word) between 2 and 40
      on conflict do nothing
    `);
    // Fresh statistics, so the planner sees a large vocabulary and reaches for the trigram index.
    if (!goodsIds) await tx.execute(sql`analyze goods_search_documents, search_words`);
  });
}
