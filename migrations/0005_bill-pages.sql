DROP INDEX "bills_level_state_idx";--> statement-breakpoint
DROP INDEX "bills_introduced_idx";--> statement-breakpoint
CREATE INDEX "bills_level_newest_idx" ON "bills" USING btree ("level","introduced_date","id");--> statement-breakpoint
CREATE INDEX "bills_level_state_newest_idx" ON "bills" USING btree ("level","state","introduced_date","id");--> statement-breakpoint
CREATE INDEX "bills_level_highest_idx" ON "bills" USING btree ("level",("progressive_score" is not null),coalesce("progressive_score", 0),"id");--> statement-breakpoint
CREATE INDEX "bills_level_state_highest_idx" ON "bills" USING btree ("level","state",("progressive_score" is not null),coalesce("progressive_score", 0),"id");--> statement-breakpoint
CREATE INDEX "bills_level_lowest_idx" ON "bills" USING btree ("level",("progressive_score" is null),coalesce("progressive_score", 0),"id");--> statement-breakpoint
CREATE INDEX "bills_level_state_lowest_idx" ON "bills" USING btree ("level","state",("progressive_score" is null),coalesce("progressive_score", 0),"id");