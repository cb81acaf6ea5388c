CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"goods_id" integer,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"requested_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_ip" ON "support_messages" USING btree ("requested_ip","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_status" ON "support_messages" USING btree ("status","created_at");