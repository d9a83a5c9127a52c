CREATE TABLE "committee_members" (
	"committee_id" text NOT NULL,
	"official_id" integer NOT NULL,
	"side" text NOT NULL,
	"rank" integer,
	"title" text,
	CONSTRAINT "committee_members_committee_id_official_id_pk" PRIMARY KEY("committee_id","official_id")
);
--> statement-breakpoint
CREATE TABLE "committees" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"chamber" text NOT NULL,
	"url" text,
	"jurisdiction" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"official_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"day" date NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_calls_once_a_day" UNIQUE("user_id","official_id","bill_id","day"),
	CONSTRAINT "contact_calls_outcome_known" CHECK ("contact_calls"."outcome" in ('reached', 'voicemail', 'busy'))
);
--> statement-breakpoint
CREATE TABLE "official_contact_links" (
	"official_id" integer PRIMARY KEY NOT NULL,
	"contact_form" text,
	"website" text,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_offices" (
	"id" text PRIMARY KEY NOT NULL,
	"official_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"address" text,
	"suite" text,
	"building" text,
	"city" text,
	"state" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"fax" text,
	"hours" text,
	CONSTRAINT "official_offices_kind_known" CHECK ("official_offices"."kind" in ('washington', 'district'))
);
--> statement-breakpoint
CREATE TABLE "wrong_number_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" text NOT NULL,
	"phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_official_id_officials_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."officials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_calls" ADD CONSTRAINT "contact_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_calls" ADD CONSTRAINT "contact_calls_official_id_officials_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."officials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_calls" ADD CONSTRAINT "contact_calls_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_contact_links" ADD CONSTRAINT "official_contact_links_official_id_officials_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."officials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_offices" ADD CONSTRAINT "official_offices_official_id_officials_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."officials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_number_reports" ADD CONSTRAINT "wrong_number_reports_office_id_official_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."official_offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_number_reports" ADD CONSTRAINT "wrong_number_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_number_reports" ADD CONSTRAINT "wrong_number_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "committee_members_official_idx" ON "committee_members" USING btree ("official_id");--> statement-breakpoint
CREATE INDEX "committees_parent_idx" ON "committees" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "contact_calls_bill_idx" ON "contact_calls" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "contact_calls_official_idx" ON "contact_calls" USING btree ("official_id");--> statement-breakpoint
CREATE INDEX "official_offices_official_idx" ON "official_offices" USING btree ("official_id","position");--> statement-breakpoint
CREATE INDEX "wrong_number_reports_open_idx" ON "wrong_number_reports" USING btree ("resolved_at","reported_at");