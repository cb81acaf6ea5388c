CREATE TABLE "review_site_settings" (
	"site" text PRIMARY KEY NOT NULL,
	"moderate" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_upload_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"goods_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_upload_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_id" integer,
	"customer_id" integer,
	"ip" text NOT NULL,
	"media_key" text,
	"review_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_uploads_media_key_unique" UNIQUE("media_key")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"site" text NOT NULL,
	"lang" text NOT NULL,
	"customer_id" integer,
	"nickname" text NOT NULL,
	"email" text NOT NULL,
	"score" smallint NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_score_range" CHECK ("reviews"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_upload_grants" ADD CONSTRAINT "review_upload_grants_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_uploads" ADD CONSTRAINT "review_uploads_grant_id_review_upload_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."review_upload_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_uploads" ADD CONSTRAINT "review_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_uploads" ADD CONSTRAINT "review_uploads_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_upload_grants_ip_idx" ON "review_upload_grants" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "review_uploads_ip_idx" ON "review_uploads" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "review_uploads_grant_idx" ON "review_uploads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "review_uploads_customer_idx" ON "review_uploads" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_goods_email_idx" ON "reviews" USING btree ("goods_id","email");--> statement-breakpoint
CREATE INDEX "reviews_list_idx" ON "reviews" USING btree ("goods_id","lang","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_score_idx" ON "reviews" USING btree ("goods_id","lang","status","score");