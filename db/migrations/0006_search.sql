CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "goods_search_documents" (
	"goods_id" integer NOT NULL,
	"lang" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "goods_search_documents_goods_id_lang_pk" PRIMARY KEY("goods_id","lang")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
ALTER TABLE "goods_search_documents" ADD CONSTRAINT "goods_search_documents_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_search_documents_document_idx" ON "goods_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);