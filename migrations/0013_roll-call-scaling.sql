ALTER TABLE "bills" DROP CONSTRAINT "bills_score_source_known";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "inferred_score" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "inferred_basis" jsonb;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "scale_position" double precision;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "scale_vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_inferred_score_range" CHECK ("bills"."inferred_score" between 1 and 10);--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_score_source_known" CHECK ("bills"."score_source" in ('rubric', 'staff', 'inferred'));