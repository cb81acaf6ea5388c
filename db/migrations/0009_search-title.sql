ALTER TABLE "goods_search_documents" ADD COLUMN "title" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Keeps the rows small (the long document goes to TOAST), so reading thousands of matches stays cheap.
ALTER TABLE "goods_search_documents" SET (toast_tuple_target = 128);--> statement-breakpoint
UPDATE goods_search_documents d
SET title = setweight(to_tsvector(config.name::regconfig, lower(unaccent(t.name))), 'A') ||
  setweight(to_tsvector(config.name::regconfig,
    lower(unaccent(concat_ws(' ', t.tagline, category.name, accessory_type.name)))), 'B')
FROM goods
JOIN goods_translations t ON t.goods_id = goods.id
JOIN (VALUES ('en', 'english'), ('de', 'german'), ('fr', 'french'), ('es', 'spanish'), ('it', 'italian'))
  AS config(lang, name) ON config.lang = t.lang
LEFT JOIN category_translations category
  ON category.category_id = goods.category_id AND category.lang = t.lang
LEFT JOIN accessory_type_translations accessory_type
  ON accessory_type.accessory_type_id = goods.accessory_type_id AND accessory_type.lang = t.lang
WHERE d.goods_id = goods.id AND d.lang = t.lang;
