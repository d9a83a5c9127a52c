CREATE TABLE "bill_actions" (
	"bill_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"date" date NOT NULL,
	"chamber" text,
	"action" text NOT NULL,
	CONSTRAINT "bill_actions_bill_id_sequence_pk" PRIMARY KEY("bill_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "legiscan_bills" (
	"legiscan_bill_id" integer PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"change_hash" text NOT NULL,
	"status" integer NOT NULL,
	"status_date" date,
	"pending_committee" text,
	"url" text NOT NULL,
	"state_link" text,
	CONSTRAINT "legiscan_bills_bill_id_unique" UNIQUE("bill_id")
);
--> statement-breakpoint
CREATE TABLE "legiscan_people" (
	"people_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"suffix" text,
	"nickname" text,
	"party" text,
	"role" text,
	"chamber" text,
	"district" text,
	"committee_id" integer DEFAULT 0 NOT NULL,
	"ballotpedia" text,
	"votesmart_id" integer,
	"followthemoney_eid" integer,
	"opensecrets_id" text,
	"knowwho_pid" integer,
	"person_hash" text NOT NULL,
	"session_id" integer NOT NULL,
	"dataset_date" date
);
--> statement-breakpoint
CREATE TABLE "legiscan_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"year_start" integer NOT NULL,
	"year_end" integer NOT NULL,
	"special" boolean NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"dataset_hash" text,
	"dataset_date" date,
	"format" text NOT NULL,
	"archive_sha256" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legiscan_sessions_format_known" CHECK ("legiscan_sessions"."format" in ('csv', 'json'))
);
--> statement-breakpoint
CREATE TABLE "legiscan_sponsors" (
	"bill_id" integer NOT NULL,
	"people_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sponsor_type" integer,
	CONSTRAINT "legiscan_sponsors_bill_id_people_id_pk" PRIMARY KEY("bill_id","people_id")
);
--> statement-breakpoint
ALTER TABLE "roll_calls" DROP CONSTRAINT "roll_calls_chamber_known";--> statement-breakpoint
ALTER TABLE "roll_calls" ALTER COLUMN "congress" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_calls" ALTER COLUMN "session" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_calls" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD COLUMN "level" text DEFAULT 'federal' NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD COLUMN "legiscan_session_id" integer;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD COLUMN "floor" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_actions" ADD CONSTRAINT "bill_actions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legiscan_bills" ADD CONSTRAINT "legiscan_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legiscan_bills" ADD CONSTRAINT "legiscan_bills_session_id_legiscan_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."legiscan_sessions"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legiscan_people" ADD CONSTRAINT "legiscan_people_session_id_legiscan_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."legiscan_sessions"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legiscan_sponsors" ADD CONSTRAINT "legiscan_sponsors_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legiscan_sponsors" ADD CONSTRAINT "legiscan_sponsors_people_id_legiscan_people_people_id_fk" FOREIGN KEY ("people_id") REFERENCES "public"."legiscan_people"("people_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legiscan_bills_session_idx" ON "legiscan_bills" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "legiscan_people_state_idx" ON "legiscan_people" USING btree ("state");--> statement-breakpoint
CREATE INDEX "legiscan_people_ballotpedia_idx" ON "legiscan_people" USING btree ("ballotpedia");--> statement-breakpoint
CREATE INDEX "legiscan_sessions_state_idx" ON "legiscan_sessions" USING btree ("state");--> statement-breakpoint
CREATE INDEX "legiscan_sponsors_people_idx" ON "legiscan_sponsors" USING btree ("people_id");--> statement-breakpoint
CREATE INDEX "roll_calls_legiscan_session_idx" ON "roll_calls" USING btree ("legiscan_session_id");--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_level_known" CHECK ("roll_calls"."level" in ('federal', 'state'));--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_federal_numbered" CHECK ("roll_calls"."level" = 'state' or ("roll_calls"."congress" is not null and "roll_calls"."session" is not null and "roll_calls"."number" is not null));--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_state_has_session" CHECK ("roll_calls"."level" = 'federal' or ("roll_calls"."state" is not null and "roll_calls"."legiscan_session_id" is not null));--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_chamber_known" CHECK (("roll_calls"."level" = 'federal' and "roll_calls"."chamber" in ('house', 'senate')) or ("roll_calls"."level" = 'state' and "roll_calls"."chamber" in ('lower', 'upper', 'legislature', 'joint')));