CREATE TABLE "live_chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_shows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_shows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"host" text NOT NULL,
	"description" text NOT NULL,
	"weekdays" text[] NOT NULL,
	"start_minutes" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	CONSTRAINT "live_shows_start_range" CHECK ("live_shows"."start_minutes" between 0 and 1439),
	CONSTRAINT "live_shows_duration_range" CHECK ("live_shows"."duration_minutes" between 5 and 240)
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_user_idx" ON "live_chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_shows_slug_idx" ON "live_shows" USING btree ("slug");