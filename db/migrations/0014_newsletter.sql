CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"site" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_ip" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"coupon_id" integer,
	CONSTRAINT "newsletter_subscriptions_coupon_id_unique" UNIQUE("coupon_id"),
	CONSTRAINT "newsletter_subscriptions_email_site" UNIQUE("email","site")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_ip_idx" ON "newsletter_subscriptions" USING btree ("requested_ip","requested_at");