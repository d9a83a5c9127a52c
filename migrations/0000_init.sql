CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"read_time" integer DEFAULT 5 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_read_time_positive" CHECK ("articles"."read_time" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_number" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"status" text NOT NULL,
	"level" text NOT NULL,
	"state" text,
	"progressive_score" integer NOT NULL,
	"progressive_analysis" text NOT NULL,
	"passed_date" timestamp with time zone,
	"introduced_date" timestamp with time zone DEFAULT now() NOT NULL,
	"source_key" text,
	CONSTRAINT "bills_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "bills_level_known" CHECK ("bills"."level" in ('federal', 'state')),
	CONSTRAINT "bills_state_level_has_state" CHECK ("bills"."level" = 'federal' or "bills"."state" is not null),
	CONSTRAINT "bills_score_range" CHECK ("bills"."progressive_score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"party" text NOT NULL,
	"office" text NOT NULL,
	"state" text NOT NULL,
	"district" text,
	"bio" text,
	"donations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"legislation_backed" text[] DEFAULT '{}'::text[] NOT NULL,
	"progressive_score" integer NOT NULL,
	"progressive_analysis" text NOT NULL,
	"website" text,
	"image_url" text,
	"fec_candidate_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_fec_candidate_id_unique" UNIQUE("fec_candidate_id"),
	CONSTRAINT "candidates_score_range" CHECK ("candidates"."progressive_score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer,
	"bill_id" integer,
	"candidate_id" integer,
	"parent_id" integer,
	"content" text NOT NULL,
	"user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_exactly_one_target" CHECK (num_nonnulls("comments"."article_id", "comments"."bill_id", "comments"."candidate_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "officials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"party" text NOT NULL,
	"office" text NOT NULL,
	"state" text NOT NULL,
	"district" text,
	"bioguide_id" text,
	"lis_id" text,
	"image_url" text,
	"bio" text,
	"term_start" date,
	"term_end" date,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "officials_bioguide_id_unique" UNIQUE("bioguide_id"),
	CONSTRAINT "officials_lis_id_unique" UNIQUE("lis_id")
);
--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "password_credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_pair_unique" UNIQUE("subscriber_id","author_id"),
	CONSTRAINT "subscriptions_not_self" CHECK ("subscriptions"."subscriber_id" <> "subscriptions"."author_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"bio" text,
	"is_staff" integer DEFAULT 0 NOT NULL,
	"last_checked_notifications" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_is_staff_flag" CHECK ("users"."is_staff" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"official_id" integer NOT NULL,
	"bill_id" integer,
	"vote" text NOT NULL,
	"roll_call" text,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_official_roll_call_unique" UNIQUE("official_id","roll_call")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_credentials" ADD CONSTRAINT "password_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_id_users_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_official_id_officials_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."officials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_user_published_idx" ON "articles" USING btree ("user_id","published_at");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "bills_level_state_idx" ON "bills" USING btree ("level","state");--> statement-breakpoint
CREATE INDEX "bills_introduced_idx" ON "bills" USING btree ("introduced_date");--> statement-breakpoint
CREATE INDEX "bills_number_idx" ON "bills" USING btree ("bill_number");--> statement-breakpoint
CREATE INDEX "candidates_state_idx" ON "candidates" USING btree ("state");--> statement-breakpoint
CREATE INDEX "candidates_name_idx" ON "candidates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "comments_article_idx" ON "comments" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "comments_bill_idx" ON "comments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "comments_candidate_idx" ON "comments" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "officials_state_idx" ON "officials" USING btree ("state");--> statement-breakpoint
CREATE INDEX "officials_name_idx" ON "officials" USING btree ("name");--> statement-breakpoint
CREATE INDEX "oidc_identities_user_idx" ON "oidc_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "subscriptions_author_idx" ON "subscriptions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "votes_official_voted_idx" ON "votes" USING btree ("official_id","voted_at");--> statement-breakpoint
CREATE INDEX "votes_bill_idx" ON "votes" USING btree ("bill_id");