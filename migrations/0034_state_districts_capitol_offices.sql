ALTER TABLE "official_offices" DROP CONSTRAINT "official_offices_kind_known";--> statement-breakpoint
ALTER TABLE "reader_places" ADD COLUMN "upper_district" text;--> statement-breakpoint
ALTER TABLE "reader_places" ADD COLUMN "lower_district" text;--> statement-breakpoint
ALTER TABLE "official_offices" ADD CONSTRAINT "official_offices_kind_known" CHECK ("official_offices"."kind" in ('washington', 'capitol', 'district'));--> statement-breakpoint
-- A statehouse's capitol office was stored as a district office. Forgetting which Open States archive was imported makes the next import (the demo's first start queues it) read it again and write each capitol office as kind 'capitol'.
DELETE FROM "app_state" WHERE "key" = 'openstates-people:archive';
