CREATE TABLE "reader_places" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"zip" text,
	"state" text NOT NULL,
	"district" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_places_district_range" CHECK ("reader_places"."district" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "reader_places" ADD CONSTRAINT "reader_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;