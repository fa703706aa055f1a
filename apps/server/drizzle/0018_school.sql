CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number" double precision,
	"flagged" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"question_order" jsonb NOT NULL,
	"option_order" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"correct" integer,
	"total" integer NOT NULL,
	"score" integer,
	"passed" boolean,
	CONSTRAINT "exam_attempts_submitted_by_known" CHECK ("exam_attempts"."submitted_by" is null or "exam_attempts"."submitted_by" in ('member', 'deadline'))
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"questions" jsonb NOT NULL,
	CONSTRAINT "exams_pass_mark_range" CHECK ("exams"."pass_mark" between 1 and 100),
	CONSTRAINT "exams_time_limit_positive" CHECK ("exams"."time_limit_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "school_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"position" integer NOT NULL,
	"summary" text NOT NULL,
	"intro_html" text NOT NULL,
	CONSTRAINT "school_courses_level_known" CHECK ("school_courses"."level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "school_lesson_reads" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_lesson_reads_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "school_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"minutes" integer NOT NULL,
	"blocks" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_school_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."school_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_lesson_reads" ADD CONSTRAINT "school_lesson_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_lesson_reads" ADD CONSTRAINT "school_lesson_reads_lesson_id_school_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."school_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_lessons" ADD CONSTRAINT "school_lessons_course_id_school_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."school_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempts_user_started_idx" ON "exam_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_exam_user_idx" ON "exam_attempts" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open_idx" ON "exam_attempts" USING btree ("exam_id","user_id") WHERE "exam_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exams_slug_idx" ON "exams" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "school_courses_slug_idx" ON "school_courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "school_lesson_reads_user_read_idx" ON "school_lesson_reads" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "school_lessons_course_slug_idx" ON "school_lessons" USING btree ("course_id","slug");