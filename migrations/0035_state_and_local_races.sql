ALTER TABLE "candidates" drop column "office_group";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "office_group" text GENERATED ALWAYS AS (case when lower(trim("candidates"."office")) in ('house', 'senate') then 'federal' when lower(trim("candidates"."office")) in ('governor', 'lieutenant governor', 'attorney general', 'secretary of state', 'state treasurer', 'state comptroller', 'labor commissioner', 'public service commissioner', 'state board of education', 'university regent', 'supreme court justice', 'court of appeals judge', 'district court judge', 'circuit court judge') then 'state' when lower(trim("candidates"."office")) in ('state house', 'state senate', 'state assembly') then 'state-legislature' when lower(trim("candidates"."office")) in ('mayor', 'city council', 'county executive', 'district attorney') then 'local' when lower("candidates"."office") like '%local%' then 'local' end) STORED;--> statement-breakpoint
-- Dropping the column dropped its indexes: the office-group list's indexes again, as the schema declares them.
CREATE INDEX "candidates_group_highest_idx" ON "candidates" USING btree ("office_group",coalesce("effective_score", -1),"id");--> statement-breakpoint
CREATE INDEX "candidates_group_lowest_idx" ON "candidates" USING btree ("office_group",coalesce("effective_score", 11),"id");--> statement-breakpoint
CREATE INDEX "candidates_group_name_key_idx" ON "candidates" USING btree ("office_group",lower(translate("name", '''"‘’“”', '')) collate "C","id");--> statement-breakpoint
CREATE INDEX "candidates_group_created_idx" ON "candidates" USING btree ("office_group","created_at","id");--> statement-breakpoint
CREATE INDEX "candidates_group_raised_idx" ON "candidates" USING btree ("office_group","raised","id");--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "race_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "filing_date" date;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "primary_result" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "campaign_email" text;--> statement-breakpoint
CREATE INDEX "candidates_race_key_idx" ON "candidates" USING btree ("race_key");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_source_key_unique" UNIQUE("source_key");