CREATE TABLE "personal_access_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_access_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_access_bookings_range_check" CHECK ("personal_access_bookings"."ends_at" > "personal_access_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "personal_access_hosts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_access_hosts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"speciality" text NOT NULL,
	"bio_html" text NOT NULL,
	"time_zone" text NOT NULL,
	"session_minutes" integer NOT NULL,
	"availability" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "personal_access_hosts_session_check" CHECK ("personal_access_hosts"."session_minutes" between 15 and 180)
);
--> statement-breakpoint
ALTER TABLE "personal_access_bookings" ADD CONSTRAINT "personal_access_bookings_host_id_personal_access_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."personal_access_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_access_bookings" ADD CONSTRAINT "personal_access_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_access_bookings_slot_idx" ON "personal_access_bookings" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "personal_access_bookings_user_idx" ON "personal_access_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_access_hosts_slug_idx" ON "personal_access_hosts" USING btree ("slug");