ALTER TABLE "goods_search_documents" ADD COLUMN "sites" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE goods_search_documents d
SET sites = coalesce((
  SELECT array_agg(DISTINCT spec_prices.site ORDER BY spec_prices.site)
  FROM goods
  JOIN goods_specs ON goods_specs.goods_id = goods.id
  JOIN spec_prices ON spec_prices.spec_id = goods_specs.id
  WHERE goods.id = d.goods_id AND goods.publish = 1
), '{}');
