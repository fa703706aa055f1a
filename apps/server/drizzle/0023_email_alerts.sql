CREATE TABLE "email_alert_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_alert_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_alert_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_alert_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirm_sent_at" timestamp with time zone,
	"unsubscribe_nonce" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "email_alert_subscriptions_list_known" CHECK ("email_alert_subscriptions"."list" in ('daily_wrap', 'watchlist_earnings', 'new_reports')),
	CONSTRAINT "email_alert_subscriptions_status_known" CHECK ("email_alert_subscriptions"."status" in ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "email_alert_deliveries" ADD CONSTRAINT "email_alert_deliveries_subscription_id_email_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."email_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_alert_subscriptions" ADD CONSTRAINT "email_alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_alert_deliveries_subscription_period_idx" ON "email_alert_deliveries" USING btree ("subscription_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "email_alert_subscriptions_user_list_idx" ON "email_alert_subscriptions" USING btree ("user_id","list");--> statement-breakpoint
CREATE UNIQUE INDEX "email_alert_subscriptions_confirm_idx" ON "email_alert_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_alert_subscriptions_unsubscribe_idx" ON "email_alert_subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "email_alert_subscriptions_active_idx" ON "email_alert_subscriptions" USING btree ("list","id") WHERE "email_alert_subscriptions"."status" = 'active';