CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"market" text NOT NULL,
	"symbols" text[] DEFAULT '{}'::text[] NOT NULL,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"pro_only" boolean DEFAULT false NOT NULL,
	"blocks" jsonb NOT NULL,
	"reading_minutes" integer NOT NULL,
	CONSTRAINT "reports_reading_minutes_check" CHECK ("reports"."reading_minutes" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_slug_idx" ON "reports" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "reports_published_idx" ON "reports" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_market_published_idx" ON "reports" USING btree ("market","published_at" DESC NULLS LAST);