-- A reader has one open report per office (decision 0315). Readers who reported the same office more than
-- once keep their latest report (its number, note and time, as a repeat now updates it); the others go.
DELETE FROM "wrong_number_reports" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "reported_by", "office_id" ORDER BY "reported_at" DESC, "id" DESC) AS "nth"
      FROM "wrong_number_reports" WHERE "resolved_at" IS NULL AND "reported_by" IS NOT NULL
  ) AS "ranked" WHERE "nth" > 1
);--> statement-breakpoint
DROP INDEX "wrong_number_reports_open_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "wrong_number_reports_one_open_idx" ON "wrong_number_reports" USING btree ("reported_by","office_id") WHERE "wrong_number_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "wrong_number_reports_open_order_idx" ON "wrong_number_reports" USING btree ("reported_at","id") WHERE "wrong_number_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "wrong_number_reports_resolved_order_idx" ON "wrong_number_reports" USING btree ("resolved_at","id") WHERE "wrong_number_reports"."resolved_at" is not null;