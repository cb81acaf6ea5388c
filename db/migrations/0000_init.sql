CREATE TABLE "accessory_fits" (
	"accessory_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "accessory_fits_accessory_id_product_id_pk" PRIMARY KEY("accessory_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "accessory_type_translations" (
	"accessory_type_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "accessory_type_translations_accessory_type_id_lang_pk" PRIMARY KEY("accessory_type_id","lang")
);
--> statement-breakpoint
CREATE TABLE "accessory_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accessory_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cta" text NOT NULL,
	CONSTRAINT "banner_translations_banner_id_lang_pk" PRIMARY KEY("banner_id","lang")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"site" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"media" text NOT NULL,
	"link" text NOT NULL,
	"goods_id" integer
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"accessory_type_id" integer,
	"publish" smallint DEFAULT 1 NOT NULL,
	"consumable" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"sales_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "goods_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"spec_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"media" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_spec_translations" (
	"spec_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "goods_spec_translations_spec_id_lang_pk" PRIMARY KEY("spec_id","lang")
);
--> statement-breakpoint
CREATE TABLE "goods_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"sku" text NOT NULL,
	"abbr" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_specs_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "goods_translations" (
	"goods_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "goods_translations_goods_id_lang_pk" PRIMARY KEY("goods_id","lang")
);
--> statement-breakpoint
CREATE TABLE "spec_prices" (
	"spec_id" integer NOT NULL,
	"site" text NOT NULL,
	"currency" text NOT NULL,
	"curr_price" integer NOT NULL,
	"orig_price" integer,
	CONSTRAINT "spec_prices_spec_id_site_pk" PRIMARY KEY("spec_id","site")
);
--> statement-breakpoint
CREATE TABLE "content_page_translations" (
	"page_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "content_page_translations_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"media" text,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "accessory_fits" ADD CONSTRAINT "accessory_fits_accessory_id_goods_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_fits" ADD CONSTRAINT "accessory_fits_product_id_goods_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_type_translations" ADD CONSTRAINT "accessory_type_translations_accessory_type_id_accessory_types_id_fk" FOREIGN KEY ("accessory_type_id") REFERENCES "public"."accessory_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_accessory_type_id_accessory_types_id_fk" FOREIGN KEY ("accessory_type_id") REFERENCES "public"."accessory_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_images" ADD CONSTRAINT "goods_images_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_images" ADD CONSTRAINT "goods_images_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_spec_translations" ADD CONSTRAINT "goods_spec_translations_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_specs" ADD CONSTRAINT "goods_specs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_translations" ADD CONSTRAINT "goods_translations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_prices" ADD CONSTRAINT "spec_prices_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD CONSTRAINT "content_page_translations_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessory_fits_product_idx" ON "accessory_fits" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position");--> statement-breakpoint
CREATE INDEX "goods_type_category_idx" ON "goods" USING btree ("type","category_id");--> statement-breakpoint
CREATE INDEX "goods_released_idx" ON "goods" USING btree ("released_at");--> statement-breakpoint
CREATE INDEX "goods_images_goods_idx" ON "goods_images" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_specs_goods_idx" ON "goods_specs" USING btree ("goods_id");