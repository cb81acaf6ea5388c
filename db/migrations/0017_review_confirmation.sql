DROP INDEX "reviews_goods_email_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "requested_ip" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE INDEX "reviews_ip_idx" ON "reviews" USING btree ("requested_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_goods_email_idx" ON "reviews" USING btree ("goods_id","email") WHERE "reviews"."status" <> 'unconfirmed';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_confirm_token_hash_unique" UNIQUE("confirm_token_hash");