ALTER TABLE "bills" ADD COLUMN "vote_kind" text GENERATED ALWAYS AS (case
    when "bills"."title" || ' ' || coalesce("bills"."short_title", '') ~* '^(providing for|relating to) (the )?consideration of' then 'procedure'
    when "bills"."title" || ' ' || coalesce("bills"."short_title", '') ~* 'en bloc consideration.*nominations' then 'nomination'
    when "bills"."title" || ' ' || coalesce("bills"."short_title", '') ~* 'congressional budget for the united states'
      or "bills"."title" || ' ' || coalesce("bills"."short_title", '') ~* 'rescind.*budget authority'
      or ("bills"."title" || ' ' || coalesce("bills"."short_title", '') ~* 'appropriations' and "bills"."title" || ' ' || coalesce("bills"."short_title", '') !~* 'authoriz[a-z]* appropriations') then 'budget'
    else 'passage' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "excluded_from_scores" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing records: votes on nominations packages and House rules no longer count, so every official's counted votes and points are summed again as repositories/official-aggregates.ts sums them (a Yes or No on a scored bill whose vote kind counts and which staff have not excluded), then the stored scores of the candidates matched to them.
UPDATE "officials" SET "scored_vote_count" = "totals"."scored_vote_count", "vote_points" = "totals"."vote_points"
FROM (
  SELECT "officials"."id" AS "official_id",
    count("votes"."id") FILTER (WHERE "votes"."vote" IN ('Yes', 'No') AND "bills"."progressive_score" IS NOT NULL AND "bills"."vote_kind" IN ('passage', 'budget') AND NOT "bills"."excluded_from_scores") AS "scored_vote_count",
    coalesce(sum(CASE WHEN "bills"."vote_kind" NOT IN ('passage', 'budget') OR "bills"."excluded_from_scores" THEN NULL WHEN "votes"."vote" = 'Yes' THEN "bills"."progressive_score" WHEN "votes"."vote" = 'No' THEN 10 - "bills"."progressive_score" END), 0) AS "vote_points"
  FROM "officials" LEFT JOIN "votes" ON "votes"."official_id" = "officials"."id" LEFT JOIN "bills" ON "bills"."id" = "votes"."bill_id"
  GROUP BY "officials"."id"
) AS "totals"
WHERE "officials"."id" = "totals"."official_id"
  AND ("officials"."scored_vote_count", "officials"."vote_points") IS DISTINCT FROM ("totals"."scored_vote_count", "totals"."vote_points");--> statement-breakpoint
UPDATE "candidates" SET "matched_voting_score" = "officials"."voting_score"
FROM "officials"
WHERE "candidates"."matched_official_id" = "officials"."id" AND "candidates"."matched_voting_score" IS DISTINCT FROM "officials"."voting_score";
