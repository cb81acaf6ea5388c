CREATE TABLE "support_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text,
	"version" text,
	"file" text,
	"bytes" integer,
	"notes" jsonb,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"category_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"media" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_entries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "support_entry_goods" (
	"entry_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "support_entry_goods_entry_id_goods_id_pk" PRIMARY KEY("entry_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "support_entry_translations" (
	"entry_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "support_entry_translations_entry_id_lang_pk" PRIMARY KEY("entry_id","lang")
);
--> statement-breakpoint
CREATE TABLE "support_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"requested_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_search_documents" (
	"entry_id" integer NOT NULL,
	"lang" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "support_search_documents_entry_id_lang_pk" PRIMARY KEY("entry_id","lang")
);
--> statement-breakpoint
CREATE TABLE "support_search_words" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "support_search_words_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
ALTER TABLE "support_downloads" ADD CONSTRAINT "support_downloads_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_entries" ADD CONSTRAINT "support_entries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_entry_goods" ADD CONSTRAINT "support_entry_goods_entry_id_support_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."support_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_entry_goods" ADD CONSTRAINT "support_entry_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_entry_translations" ADD CONSTRAINT "support_entry_translations_entry_id_support_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."support_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_feedback" ADD CONSTRAINT "support_feedback_entry_id_support_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."support_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_search_documents" ADD CONSTRAINT "support_search_documents_entry_id_support_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."support_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_downloads_goods" ON "support_downloads" USING btree ("goods_id","kind");--> statement-breakpoint
CREATE INDEX "support_entries_kind_topic" ON "support_entries" USING btree ("kind","topic","sort");--> statement-breakpoint
CREATE INDEX "support_entry_goods_goods" ON "support_entry_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "support_feedback_entry" ON "support_feedback" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "support_feedback_ip" ON "support_feedback" USING btree ("requested_ip","created_at");--> statement-breakpoint
CREATE INDEX "support_search_documents_document_idx" ON "support_search_documents" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "support_search_words_word_trgm_idx" ON "support_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);