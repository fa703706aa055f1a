CREATE TABLE "watchlist_symbols" (
	"watchlist_id" integer NOT NULL,
	"symbol_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_symbols_watchlist_id_symbol_id_pk" PRIMARY KEY("watchlist_id","symbol_id")
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"privacy_option" text DEFAULT 'private' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"curated" boolean DEFAULT false NOT NULL,
	"pro_pick" boolean DEFAULT false NOT NULL,
	"copied_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlists_privacy_known" CHECK ("watchlists"."privacy_option" in ('private', 'followers', 'public')),
	CONSTRAINT "watchlists_title_length" CHECK (char_length("watchlists"."title") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "watchlist_symbols" ADD CONSTRAINT "watchlist_symbols_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_symbols" ADD CONSTRAINT "watchlist_symbols_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_copied_from_id_watchlists_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."watchlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_symbols_symbol_idx" ON "watchlist_symbols" USING btree ("symbol_id");--> statement-breakpoint
CREATE INDEX "watchlists_user_position_idx" ON "watchlists" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "watchlists_copied_from_idx" ON "watchlists" USING btree ("copied_from_id");--> statement-breakpoint
CREATE INDEX "watchlists_public_idx" ON "watchlists" USING btree ("curated","id") WHERE "watchlists"."privacy_option" = 'public';