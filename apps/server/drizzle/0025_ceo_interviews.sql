CREATE TABLE "ceo_interview_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ceo_interview_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start_seconds" integer NOT NULL,
	"speaker" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "ceo_interview_segments_start_check" CHECK ("ceo_interview_segments"."start_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ceo_interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ceo_interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"company" text NOT NULL,
	"symbol" text,
	"ceo_name" text NOT NULL,
	"ceo_title" text NOT NULL,
	"interviewer" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"video_url" text,
	"fictional" boolean DEFAULT false NOT NULL,
	"chapters" jsonb NOT NULL,
	CONSTRAINT "ceo_interviews_duration_check" CHECK ("ceo_interviews"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "ceo_interview_segments" ADD CONSTRAINT "ceo_interview_segments_interview_id_ceo_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."ceo_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ceo_interview_segments_position_idx" ON "ceo_interview_segments" USING btree ("interview_id","position");--> statement-breakpoint
CREATE INDEX "ceo_interview_segments_search_idx" ON "ceo_interview_segments" USING gin (to_tsvector('english', "speaker" || ' ' || "text"));--> statement-breakpoint
CREATE UNIQUE INDEX "ceo_interviews_slug_idx" ON "ceo_interviews" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ceo_interviews_published_idx" ON "ceo_interviews" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);