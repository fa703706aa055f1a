-- Trigram indexes for search (pg_trgm is a trusted extension; PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "post_symbols" (
	"post_id" integer NOT NULL,
	"symbol_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"price_at_post" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_symbols_post_id_symbol_id_pk" PRIMARY KEY("post_id","symbol_id")
);
--> statement-breakpoint
CREATE TABLE "quote_bars" (
	"symbol_id" integer NOT NULL,
	"resolution" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision NOT NULL,
	CONSTRAINT "quote_bars_symbol_id_resolution_starts_at_pk" PRIMARY KEY("symbol_id","resolution","starts_at"),
	CONSTRAINT "quote_bars_resolution_known" CHECK ("quote_bars"."resolution" in ('1d', '5m'))
);
--> statement-breakpoint
CREATE TABLE "symbols" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "symbols_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"exchange" text NOT NULL,
	"type" text NOT NULL,
	"region" text NOT NULL,
	"sector" text,
	"currency" text NOT NULL,
	"reference_price" double precision NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "symbols_type_known" CHECK ("symbols"."type" in ('stocks', 'crypto', 'etf', 'indices')),
	CONSTRAINT "symbols_reference_price_positive" CHECK ("symbols"."reference_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "sentiment" text;--> statement-breakpoint
ALTER TABLE "post_symbols" ADD CONSTRAINT "post_symbols_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_symbols" ADD CONSTRAINT "post_symbols_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_bars" ADD CONSTRAINT "quote_bars_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_symbols_symbol_idx" ON "post_symbols" USING btree ("symbol_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "symbols_symbol_idx" ON "symbols" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "symbols_type_region_idx" ON "symbols" USING btree ("type","region");--> statement-breakpoint
CREATE INDEX "symbols_type_sector_idx" ON "symbols" USING btree ("type","sector");--> statement-breakpoint
CREATE INDEX "symbols_search_trgm_idx" ON "symbols" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_search_trgm_idx" ON "groups" USING gin (lower("name" || ' ' || "title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "user_name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_sentiment_known" CHECK ("posts"."sentiment" in ('bullish', 'bearish'));