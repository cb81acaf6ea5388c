CREATE TABLE "choose_budgets" (
	"site" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "choose_rule_goods" (
	"rule_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "choose_rule_goods_rule_id_goods_id_pk" PRIMARY KEY("rule_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "choose_rule_translations" (
	"rule_id" integer NOT NULL,
	"lang" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "choose_rule_translations_rule_id_lang_pk" PRIMARY KEY("rule_id","lang")
);
--> statement-breakpoint
CREATE TABLE "choose_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "choose_rules_pattern_check" CHECK ("choose_rules"."pattern" ~ '^[0-9*]+$')
);
--> statement-breakpoint
ALTER TABLE "choose_rule_goods" ADD CONSTRAINT "choose_rule_goods_rule_id_choose_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."choose_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choose_rule_goods" ADD CONSTRAINT "choose_rule_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choose_rule_translations" ADD CONSTRAINT "choose_rule_translations_rule_id_choose_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."choose_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "choose_rule_goods_goods_idx" ON "choose_rule_goods" USING btree ("goods_id");