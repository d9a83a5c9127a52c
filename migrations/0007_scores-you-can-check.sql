CREATE TABLE "roll_call_positions" (
	"roll_call_id" integer NOT NULL,
	"member_key" text NOT NULL,
	"name" text NOT NULL,
	"party" text NOT NULL,
	"state" text NOT NULL,
	"position" text NOT NULL,
	"official_id" integer,
	CONSTRAINT "roll_call_positions_roll_call_id_member_key_pk" PRIMARY KEY("roll_call_id","member_key")
);
--> statement-breakpoint
CREATE TABLE "roll_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"chamber" text NOT NULL,
	"congress" integer NOT NULL,
	"session" integer NOT NULL,
	"number" integer NOT NULL,
	"question" text NOT NULL,
	"result" text NOT NULL,
	"kind" text NOT NULL,
	"bill_id" integer,
	"voted_at" timestamp with time zone NOT NULL,
	"source_url" text,
	"party_tally" jsonb NOT NULL,
	"members_recorded" boolean NOT NULL,
	CONSTRAINT "roll_calls_key_unique" UNIQUE("key"),
	CONSTRAINT "roll_calls_chamber_known" CHECK ("roll_calls"."chamber" in ('house', 'senate'))
);
--> statement-breakpoint
DROP INDEX "bills_level_newest_idx";--> statement-breakpoint
DROP INDEX "bills_level_state_newest_idx";--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "progressive_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "introduced_date" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "introduced_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "score_source" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "policy_area" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "latest_action" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "latest_action_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roll_call_positions" ADD CONSTRAINT "roll_call_positions_roll_call_id_roll_calls_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."roll_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_positions" ADD CONSTRAINT "roll_call_positions_official_id_officials_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."officials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roll_call_positions_official_idx" ON "roll_call_positions" USING btree ("official_id");--> statement-breakpoint
CREATE INDEX "roll_calls_bill_idx" ON "roll_calls" USING btree ("bill_id","voted_at");--> statement-breakpoint
CREATE INDEX "roll_calls_voted_idx" ON "roll_calls" USING btree ("voted_at");--> statement-breakpoint
CREATE INDEX "bills_level_newest_idx" ON "bills" USING btree ("level",("introduced_date" is not null),coalesce("introduced_date", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bills_level_state_newest_idx" ON "bills" USING btree ("level","state",("introduced_date" is not null),coalesce("introduced_date", '-infinity'::timestamptz),"id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_score_source_known" CHECK ("bills"."score_source" in ('rubric', 'staff'));--> statement-breakpoint
-- Existing scores: bills staff added by hand were scored by staff, imported ones by the rubric.
UPDATE "bills" SET "score_source" = CASE WHEN "source_key" IS NULL THEN 'staff' ELSE 'rubric' END;--> statement-breakpoint
-- Imported bills on which no rubric rule matched kept a default 5 that nobody chose: they become unscored.
UPDATE "bills" SET "progressive_score" = NULL, "score_source" = NULL, "progressive_analysis" = 'Not yet scored: no rule of the published rubric matched this bill, so it counts in no score until staff score it.'
WHERE "source_key" IS NOT NULL AND "progressive_analysis" LIKE 'Rubric score %: no policy area, subject or title term%';
