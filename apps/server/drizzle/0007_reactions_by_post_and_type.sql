DROP INDEX "reactions_post_idx";--> statement-breakpoint
CREATE INDEX "reactions_post_type_idx" ON "reactions" USING btree ("post_id","reaction_type_id","id");