DROP INDEX "goods_search_documents_document_idx";--> statement-breakpoint
DROP INDEX "search_words_word_trgm_idx";--> statement-breakpoint
ALTER TABLE "goods_search_documents" ADD COLUMN "sales_rank" integer;--> statement-breakpoint
UPDATE "goods_search_documents" SET "sales_rank" = "goods"."sales_rank" FROM "goods" WHERE "goods"."id" = "goods_search_documents"."goods_id";--> statement-breakpoint
CREATE INDEX "goods_search_documents_document_idx" ON "goods_search_documents" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);