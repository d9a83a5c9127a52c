CREATE TABLE "candidate_cycles" (
	"fec_candidate_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"name" text NOT NULL,
	"incumbency" text,
	"party" text NOT NULL,
	"receipts" numeric(14, 2) DEFAULT 0 NOT NULL,
	"disbursements" numeric(14, 2) DEFAULT 0 NOT NULL,
	"individual" numeric(14, 2) DEFAULT 0 NOT NULL,
	"pacs" numeric(14, 2) DEFAULT 0 NOT NULL,
	"party_committees" numeric(14, 2) DEFAULT 0 NOT NULL,
	"candidate_money" numeric(14, 2) DEFAULT 0 NOT NULL,
	"loans" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cash_on_hand" numeric(14, 2) DEFAULT 0 NOT NULL,
	"debts" numeric(14, 2) DEFAULT 0 NOT NULL,
	"coverage_end" date,
	CONSTRAINT "candidate_cycles_fec_candidate_id_cycle_pk" PRIMARY KEY("fec_candidate_id","cycle"),
	CONSTRAINT "candidate_cycles_incumbency_known" CHECK ("candidate_cycles"."incumbency" in ('I', 'C', 'O'))
);
--> statement-breakpoint
CREATE TABLE "official_fec_ids" (
	"fec_candidate_id" text PRIMARY KEY NOT NULL,
	"official_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "raised" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "incumbency" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "fec_summary" jsonb;--> statement-breakpoint
ALTER TABLE "official_fec_ids" ADD CONSTRAINT "official_fec_ids_official_id_officials_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."officials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "official_fec_ids_official_idx" ON "official_fec_ids" USING btree ("official_id");--> statement-breakpoint
CREATE INDEX "candidates_raised_idx" ON "candidates" USING btree ("raised","id");--> statement-breakpoint
CREATE INDEX "candidates_group_raised_idx" ON "candidates" USING btree ("office_group","raised","id");--> statement-breakpoint
CREATE INDEX "candidates_race_raised_idx" ON "candidates" USING btree ("state","office","district","raised","id");