DROP INDEX "candidates_score_idx";--> statement-breakpoint
DROP INDEX "candidates_group_score_idx";--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "progressive_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "effective_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" drop column "effective_score";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "effective_score" integer GENERATED ALWAYS AS (case when "candidates"."matched_voting_score" > 0 then round((coalesce("candidates"."progressive_score", "candidates"."matched_voting_score") + "candidates"."matched_voting_score") / 2.0)::integer else "candidates"."progressive_score" end) STORED;--> statement-breakpoint
CREATE INDEX "candidates_highest_idx" ON "candidates" USING btree (coalesce("effective_score", -1),"id");--> statement-breakpoint
CREATE INDEX "candidates_lowest_idx" ON "candidates" USING btree (coalesce("effective_score", 11),"id");--> statement-breakpoint
CREATE INDEX "candidates_group_highest_idx" ON "candidates" USING btree ("office_group",coalesce("effective_score", -1),"id");--> statement-breakpoint
CREATE INDEX "candidates_group_lowest_idx" ON "candidates" USING btree ("office_group",coalesce("effective_score", 11),"id");--> statement-breakpoint
-- The party base score the FEC imports used to give (its analysis still in the import's words) was never a staff score: unscored.
UPDATE "candidates" SET "progressive_score" = NULL, "progressive_analysis" = 'Our staff have not scored this candidate. When the candidate has a voting record in office, that record gives the score until staff score them.' WHERE "fec_candidate_id" IS NOT NULL AND "progressive_analysis" LIKE 'Base score %/10 from % (published candidate rule).%';
