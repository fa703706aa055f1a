CREATE TABLE "dividend_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dividend_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"symbol_id" integer,
	"symbol" text NOT NULL,
	"company" text NOT NULL,
	"ex_date" date NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"record_date" date,
	"payment_date" date,
	CONSTRAINT "dividend_events_source_known" CHECK ("dividend_events"."source" in ('sample', 'csv', 'finnhub')),
	CONSTRAINT "dividend_events_amount_positive" CHECK ("dividend_events"."amount" > 0),
	CONSTRAINT "dividend_events_frequency_known" CHECK ("dividend_events"."frequency" in ('monthly', 'quarterly', 'semiannual', 'annual', 'irregular'))
);
--> statement-breakpoint
CREATE TABLE "earnings_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earnings_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"symbol_id" integer,
	"symbol" text NOT NULL,
	"company" text NOT NULL,
	"date" date NOT NULL,
	"time" text DEFAULT 'unknown' NOT NULL,
	"fiscal_quarter" text,
	"eps_actual" double precision,
	"eps_forecast" double precision,
	"revenue_actual" double precision,
	"revenue_forecast" double precision,
	"market_cap" double precision,
	"currency" text NOT NULL,
	CONSTRAINT "earnings_events_source_known" CHECK ("earnings_events"."source" in ('sample', 'csv', 'finnhub')),
	CONSTRAINT "earnings_events_time_known" CHECK ("earnings_events"."time" in ('before_open', 'after_close', 'during', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "economic_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "economic_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" text NOT NULL,
	"currency" text,
	"event_key" text NOT NULL,
	"event" text NOT NULL,
	"period" text,
	"importance" smallint NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"actual" double precision,
	"forecast" double precision,
	"previous" double precision,
	"unit" text DEFAULT '' NOT NULL,
	"higher_is_better" boolean DEFAULT true NOT NULL,
	CONSTRAINT "economic_events_source_known" CHECK ("economic_events"."source" in ('sample', 'csv', 'finnhub')),
	CONSTRAINT "economic_events_importance_range" CHECK ("economic_events"."importance" between 1 and 3),
	CONSTRAINT "economic_events_unit_known" CHECK ("economic_events"."unit" in ('', '%', 'K', 'M', 'B', 'T'))
);
--> statement-breakpoint
CREATE TABLE "ipo_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipo_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company" text NOT NULL,
	"symbol" text,
	"symbol_id" integer,
	"exchange" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"price_low" double precision,
	"price_high" double precision,
	"price" double precision,
	"shares" double precision,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "ipo_events_source_known" CHECK ("ipo_events"."source" in ('sample', 'csv', 'finnhub')),
	CONSTRAINT "ipo_events_status_known" CHECK ("ipo_events"."status" in ('expected', 'priced', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "split_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"symbol_id" integer,
	"symbol" text NOT NULL,
	"company" text NOT NULL,
	"date" date NOT NULL,
	"numerator" integer NOT NULL,
	"denominator" integer NOT NULL,
	CONSTRAINT "split_events_source_known" CHECK ("split_events"."source" in ('sample', 'csv', 'finnhub')),
	CONSTRAINT "split_events_ratio_positive" CHECK ("split_events"."numerator" > 0 and "split_events"."denominator" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "dividend_events" ADD CONSTRAINT "dividend_events_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_events" ADD CONSTRAINT "earnings_events_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_events" ADD CONSTRAINT "ipo_events_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_events" ADD CONSTRAINT "split_events_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_events_source_external_idx" ON "dividend_events" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "dividend_events_ex_date_idx" ON "dividend_events" USING btree ("ex_date");--> statement-breakpoint
CREATE INDEX "dividend_events_symbol_ex_date_idx" ON "dividend_events" USING btree ("symbol_id","ex_date");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_events_source_external_idx" ON "earnings_events" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "earnings_events_date_idx" ON "earnings_events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "earnings_events_symbol_date_idx" ON "earnings_events" USING btree ("symbol_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "economic_events_source_external_idx" ON "economic_events" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "economic_events_scheduled_idx" ON "economic_events" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "economic_events_key_scheduled_idx" ON "economic_events" USING btree ("event_key","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_events_source_external_idx" ON "ipo_events" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "ipo_events_date_idx" ON "ipo_events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "ipo_events_symbol_idx" ON "ipo_events" USING btree ("symbol_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_events_source_external_idx" ON "split_events" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "split_events_date_idx" ON "split_events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "split_events_symbol_date_idx" ON "split_events" USING btree ("symbol_id","date");