-- Search (ADR 0012): levenshtein for typos that trigrams miss (swapped letters), and a first fill of the
-- search index for a catalogue that existed before search; modules/catalog/refresh-search-index.ts keeps it.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
WITH source AS (
  SELECT goods.id AS goods_id, t.lang, config.name::regconfig AS config,
    lower(unaccent(t.name)) AS a,
    lower(unaccent(concat_ws(' ', t.tagline, category.name, accessory_type.name))) AS b,
    lower(unaccent(concat_ws(' ',
      (SELECT string_agg(concat_ws(' ', row->>'label', row->>'value'), ' ')
         FROM jsonb_array_elements(t.specifications) AS row),
      (SELECT string_agg(line, ' ') FROM jsonb_array_elements_text(t.highlights) AS line)))) AS c,
    lower(unaccent(t.description)) AS d
  FROM goods
  JOIN goods_translations t ON t.goods_id = goods.id
  JOIN (VALUES ('en', 'english'), ('de', 'german'), ('fr', 'french'), ('es', 'spanish'), ('it', 'italian'))
    AS config(lang, name) ON config.lang = t.lang
  LEFT JOIN category_translations category
    ON category.category_id = goods.category_id AND category.lang = t.lang
  LEFT JOIN accessory_type_translations accessory_type
    ON accessory_type.accessory_type_id = goods.accessory_type_id AND accessory_type.lang = t.lang
),
documents AS (
  INSERT INTO goods_search_documents (goods_id, lang, document, name)
  SELECT goods_id, lang,
    setweight(to_tsvector(config, a), 'A') || setweight(to_tsvector(config, b), 'B') ||
    setweight(to_tsvector(config, c), 'C') || setweight(to_tsvector(config, d), 'D'),
    a
  FROM source
  ON CONFLICT DO NOTHING
)
INSERT INTO search_words (lang, word)
SELECT DISTINCT lang, word
FROM source, regexp_split_to_table(concat_ws(' ', a, b, c, d), '[^a-z0-9]+') AS word
WHERE length(word) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
