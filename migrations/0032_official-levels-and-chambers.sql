ALTER TABLE "officials" ADD COLUMN "level" text DEFAULT 'federal' NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "chamber" text;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "openstates_id" text;--> statement-breakpoint
-- Every official so far sits in Congress: their chamber from their office, as the Officials filter read it.
UPDATE "officials" SET "chamber" = CASE
  WHEN lower(trim("office")) = 'senator' OR strpos(lower("office"), 'senate') > 0 THEN 'senate'
  WHEN lower(trim("office")) = 'representative' OR strpos(lower("office"), 'representative') > 0 OR strpos(lower("office"), 'house') > 0 THEN 'house'
END;--> statement-breakpoint
ALTER TABLE "legiscan_people" ADD COLUMN "official_id" integer;--> statement-breakpoint
ALTER TABLE "legiscan_people" ADD COLUMN "joined_by" text;--> statement-breakpoint
ALTER TABLE "legiscan_people" ADD CONSTRAINT "legiscan_people_official_id_officials_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."officials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "officials_level_state_idx" ON "officials" USING btree ("level","state");--> statement-breakpoint
CREATE INDEX "legiscan_people_official_idx" ON "legiscan_people" USING btree ("official_id");--> statement-breakpoint
ALTER TABLE "officials" ADD CONSTRAINT "officials_openstates_id_unique" UNIQUE("openstates_id");--> statement-breakpoint
ALTER TABLE "officials" ADD CONSTRAINT "officials_level_known" CHECK ("officials"."level" in ('federal', 'state', 'local'));--> statement-breakpoint
ALTER TABLE "officials" ADD CONSTRAINT "officials_chamber_known" CHECK ("officials"."chamber" is null or ("officials"."level" = 'federal' and "officials"."chamber" in ('house', 'senate')) or ("officials"."level" = 'state' and "officials"."chamber" in ('lower', 'upper', 'legislature')));--> statement-breakpoint
ALTER TABLE "legiscan_people" ADD CONSTRAINT "legiscan_people_joined_by_known" CHECK ("legiscan_people"."joined_by" is null or "legiscan_people"."joined_by" in ('ballotpedia', 'votesmart', 'name-district'));