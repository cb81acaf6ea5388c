CREATE TABLE "redirect_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text,
	"from_path" text NOT NULL,
	"target" text NOT NULL,
	"status" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "photo_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_rules_site_from" ON "redirect_rules" USING btree (coalesce("site", '*'),"from_path");