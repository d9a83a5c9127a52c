ALTER TABLE "articles" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "yes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "no_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "scored_vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "vote_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "voting_score" integer GENERATED ALWAYS AS (case when "officials"."scored_vote_count" > 0 then round("officials"."vote_points"::numeric / "officials"."scored_vote_count")::integer end) STORED;--> statement-breakpoint
CREATE INDEX "officials_highest_idx" ON "officials" USING btree ("voting_score" DESC NULLS LAST,"name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "officials_lowest_idx" ON "officials" USING btree ("voting_score","name" collate "und-x-icu","id");--> statement-breakpoint
-- Existing records: each official's votes summed as repositories/official-aggregates.ts sums them (a Yes earns the bill's score, a No 10 minus it; only Yes and No on scored bills count).
UPDATE "officials" SET "vote_count" = "totals"."vote_count", "yes_count" = "totals"."yes_count", "no_count" = "totals"."no_count", "scored_vote_count" = "totals"."scored_vote_count", "vote_points" = "totals"."vote_points"
FROM (
  SELECT "votes"."official_id",
    count(*) AS "vote_count",
    count(*) FILTER (WHERE "votes"."vote" = 'Yes') AS "yes_count",
    count(*) FILTER (WHERE "votes"."vote" = 'No') AS "no_count",
    count(*) FILTER (WHERE "votes"."vote" IN ('Yes', 'No') AND "bills"."progressive_score" IS NOT NULL) AS "scored_vote_count",
    coalesce(sum(CASE WHEN "bills"."progressive_score" IS NULL THEN 0 WHEN "votes"."vote" = 'Yes' THEN "bills"."progressive_score" WHEN "votes"."vote" = 'No' THEN 10 - "bills"."progressive_score" ELSE 0 END), 0) AS "vote_points"
  FROM "votes" LEFT JOIN "bills" ON "bills"."id" = "votes"."bill_id"
  GROUP BY "votes"."official_id"
) AS "totals"
WHERE "officials"."id" = "totals"."official_id";--> statement-breakpoint
UPDATE "articles" SET "comment_count" = "counted"."comment_count"
FROM (SELECT "article_id", count(*) AS "comment_count" FROM "comments" WHERE "article_id" IS NOT NULL GROUP BY "article_id") AS "counted"
WHERE "articles"."id" = "counted"."article_id";--> statement-breakpoint
UPDATE "bills" SET "comment_count" = "counted"."comment_count"
FROM (SELECT "bill_id", count(*) AS "comment_count" FROM "comments" WHERE "bill_id" IS NOT NULL GROUP BY "bill_id") AS "counted"
WHERE "bills"."id" = "counted"."bill_id";--> statement-breakpoint
UPDATE "candidates" SET "comment_count" = "counted"."comment_count"
FROM (SELECT "candidate_id", count(*) AS "comment_count" FROM "comments" WHERE "candidate_id" IS NOT NULL GROUP BY "candidate_id") AS "counted"
WHERE "candidates"."id" = "counted"."candidate_id";
