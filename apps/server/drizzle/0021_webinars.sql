CREATE TABLE "webinar_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webinar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"host" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"summary" text NOT NULL,
	"level" text NOT NULL,
	"replay_url" text,
	"body_html" text NOT NULL,
	CONSTRAINT "webinars_duration_check" CHECK ("webinars"."duration_minutes" between 1 and 600),
	CONSTRAINT "webinars_level_known" CHECK ("webinars"."level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_webinar_user_idx" ON "webinar_registrations" USING btree ("webinar_id","user_id");--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webinars_slug_idx" ON "webinars" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "webinars_starts_idx" ON "webinars" USING btree ("starts_at");