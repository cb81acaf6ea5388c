CREATE TABLE "flash_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_id" integer NOT NULL,
	"site" text NOT NULL,
	"deal_price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"repeat_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_deals_price_positive" CHECK ("flash_deals"."deal_price" > 0),
	CONSTRAINT "flash_deals_window_order" CHECK ("flash_deals"."ends_at" > "flash_deals"."starts_at"),
	CONSTRAINT "flash_deals_window_fits_period" CHECK ("flash_deals"."repeat_days" is null or ("flash_deals"."repeat_days" > 0 and "flash_deals"."ends_at" - "flash_deals"."starts_at" < "flash_deals"."repeat_days" * interval '1 day'))
);
--> statement-breakpoint
ALTER TABLE "flash_deals" ADD CONSTRAINT "flash_deals_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_deals_site_idx" ON "flash_deals" USING btree ("site","ends_at");--> statement-breakpoint
CREATE INDEX "flash_deals_spec_idx" ON "flash_deals" USING btree ("spec_id");