-- The search documents are split by language (ADR 0054): a search reads one language only, so a broad keyword's
-- matches lie on that language's pages and in that language's index instead of among four other languages' rows
-- (a name shared by every language matched five times as many index entries and pages as it returned). A
-- language added later lands in the default part until a migration gives it its own.
CREATE TABLE "goods_search_documents_split" (
	"goods_id" integer NOT NULL REFERENCES "goods"("id") ON DELETE CASCADE,
	"lang" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"name" text NOT NULL,
	"title" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"sites" text[] DEFAULT '{}'::text[] NOT NULL,
	"sales_rank" integer,
	CONSTRAINT "goods_search_documents_split_pk" PRIMARY KEY("goods_id","lang")
) PARTITION BY LIST ("lang");--> statement-breakpoint
CREATE TABLE "goods_search_documents_en" PARTITION OF "goods_search_documents_split" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "goods_search_documents_de" PARTITION OF "goods_search_documents_split" FOR VALUES IN ('de');--> statement-breakpoint
CREATE TABLE "goods_search_documents_fr" PARTITION OF "goods_search_documents_split" FOR VALUES IN ('fr');--> statement-breakpoint
CREATE TABLE "goods_search_documents_es" PARTITION OF "goods_search_documents_split" FOR VALUES IN ('es');--> statement-breakpoint
CREATE TABLE "goods_search_documents_it" PARTITION OF "goods_search_documents_split" FOR VALUES IN ('it');--> statement-breakpoint
CREATE TABLE "goods_search_documents_other" PARTITION OF "goods_search_documents_split" DEFAULT;--> statement-breakpoint
INSERT INTO "goods_search_documents_split" ("goods_id", "lang", "document", "name", "title", "sites", "sales_rank")
  SELECT "goods_id", "lang", "document", "name", "title", "sites", "sales_rank" FROM "goods_search_documents";--> statement-breakpoint
DROP TABLE "goods_search_documents";--> statement-breakpoint
ALTER TABLE "goods_search_documents_split" RENAME TO "goods_search_documents";--> statement-breakpoint
ALTER TABLE "goods_search_documents" RENAME CONSTRAINT "goods_search_documents_split_pk" TO "goods_search_documents_goods_id_lang_pk";--> statement-breakpoint
ALTER TABLE "goods_search_documents" RENAME CONSTRAINT "goods_search_documents_split_goods_id_fkey" TO "goods_search_documents_goods_id_goods_id_fk";--> statement-breakpoint
CREATE INDEX "goods_search_documents_document_idx" ON "goods_search_documents" USING gin ("document") WITH (fastupdate = off);
