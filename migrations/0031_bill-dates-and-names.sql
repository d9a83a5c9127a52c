DROP INDEX "bills_level_newest_idx";--> statement-breakpoint
DROP INDEX "bills_level_state_newest_idx";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "short_title" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "first_vote_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "listed_date" timestamp with time zone GENERATED ALWAYS AS (coalesce("bills"."introduced_date", "bills"."first_vote_date")) STORED;--> statement-breakpoint
CREATE INDEX "bills_level_newest_idx" ON "bills" USING btree ("level",("listed_date" is not null),coalesce("listed_date", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bills_level_state_newest_idx" ON "bills" USING btree ("level","state",("listed_date" is not null),coalesce("listed_date", '-infinity'::timestamptz),"id");--> statement-breakpoint
-- Bills already held are corrected as the imports now write them (docs/decisions/0324-bill-dates-and-names.md): each takes its first roll call's day (the Capitol's calendar day, kept as midnight UTC) ...
UPDATE "bills" SET "first_vote_date" = "first"."day" FROM (SELECT "bill_id", ((min("voted_at") AT TIME ZONE 'America/New_York')::date::timestamp AT TIME ZONE 'UTC') AS "day" FROM "roll_calls" WHERE "bill_id" IS NOT NULL GROUP BY "bill_id") AS "first" WHERE "bills"."id" = "first"."bill_id";--> statement-breakpoint
-- ... and a bill known only from its roll calls says, for readers, that no summary is published yet, in place of the import's note.
UPDATE "bills" SET "summary" = 'No summary of this bill has been published yet. It is on our record from the roll calls on it.' WHERE "summary" LIKE 'Added from % roll call %; Congress.gov details were not available at import.';
