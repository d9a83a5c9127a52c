CREATE TABLE "reader_bill_stances" (
	"user_id" uuid NOT NULL,
	"bill_id" integer NOT NULL,
	"stance" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_bill_stances_user_id_bill_id_pk" PRIMARY KEY("user_id","bill_id"),
	CONSTRAINT "reader_bill_stances_known" CHECK ("reader_bill_stances"."stance" in ('support', 'oppose'))
);
--> statement-breakpoint
CREATE TABLE "reader_places" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"zip" text,
	"state" text NOT NULL,
	"district" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_places_district_range" CHECK ("reader_places"."district" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "reader_bill_stances" ADD CONSTRAINT "reader_bill_stances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bill_stances" ADD CONSTRAINT "reader_bill_stances_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_places" ADD CONSTRAINT "reader_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;