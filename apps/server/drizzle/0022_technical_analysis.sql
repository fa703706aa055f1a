CREATE TABLE "technical_analyses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "technical_analyses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"symbol" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"author" text NOT NULL,
	"bias" text NOT NULL,
	"resolution" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"annotations" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "technical_analyses_bias_known" CHECK ("technical_analyses"."bias" in ('bullish', 'bearish', 'neutral')),
	CONSTRAINT "technical_analyses_resolution_known" CHECK ("technical_analyses"."resolution" in ('1d', '5m'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "technical_analyses_slug_idx" ON "technical_analyses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "technical_analyses_symbol_published_idx" ON "technical_analyses" USING btree ("symbol","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "technical_analyses_published_idx" ON "technical_analyses" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);