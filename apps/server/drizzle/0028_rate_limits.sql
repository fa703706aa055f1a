CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint[] NOT NULL,
	"allowed" boolean NOT NULL,
	"expires_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_ms_idx" ON "rate_limits" USING btree ("expires_ms");