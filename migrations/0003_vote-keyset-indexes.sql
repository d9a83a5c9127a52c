DROP INDEX "votes_bill_idx";--> statement-breakpoint
DROP INDEX "votes_official_voted_idx";--> statement-breakpoint
CREATE INDEX "votes_bill_voted_idx" ON "votes" USING btree ("bill_id","voted_at","id");--> statement-breakpoint
CREATE INDEX "votes_voted_idx" ON "votes" USING btree ("voted_at","id");--> statement-breakpoint
CREATE INDEX "votes_official_voted_idx" ON "votes" USING btree ("official_id","voted_at","id");