CREATE TABLE "goods_manuals" (
	"goods_id" integer NOT NULL,
	"lang" text NOT NULL,
	"file" text NOT NULL,
	"download_name" text NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "goods_manuals_goods_id_lang_pk" PRIMARY KEY("goods_id","lang")
);
--> statement-breakpoint
CREATE TABLE "size_advice_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"category_id" integer NOT NULL,
	"group_key" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"text_key" text NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arrival_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"spec_id" integer NOT NULL,
	"email" text NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods_manuals" ADD CONSTRAINT "goods_manuals_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_advice_entries" ADD CONSTRAINT "size_advice_entries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_reminders" ADD CONSTRAINT "arrival_reminders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_reminders" ADD CONSTRAINT "arrival_reminders_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "size_advice_entry_idx" ON "size_advice_entries" USING btree ("site","category_id","group_key","text_key");--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_reminders_spec_email_idx" ON "arrival_reminders" USING btree ("spec_id","email");--> statement-breakpoint
CREATE INDEX "arrival_reminders_pending_idx" ON "arrival_reminders" USING btree ("spec_id") WHERE "arrival_reminders"."notified_at" is null;