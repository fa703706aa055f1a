CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"href" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"minutes_before" integer NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminders_kind_known" CHECK ("calendar_reminders"."kind" in ('economic', 'earnings', 'dividend', 'split', 'ipo', 'holiday', 'futures')),
	CONSTRAINT "calendar_reminders_minutes_range" CHECK ("calendar_reminders"."minutes_before" between 0 and 10080)
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_token_idx" ON "calendar_feed_tokens" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_reminders_user_event_idx" ON "calendar_reminders" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "calendar_reminders_user_remind_idx" ON "calendar_reminders" USING btree ("user_id","remind_at");