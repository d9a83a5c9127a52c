CREATE TABLE "comment_votes" (
	"comment_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_votes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id"),
	CONSTRAINT "comment_votes_value_one" CHECK ("comment_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "masthead" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"publisher" text NOT NULL,
	"funding" text NOT NULL,
	"corrections" text NOT NULL,
	"contact" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "masthead_one_row" CHECK ("masthead"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "kind" text DEFAULT 'news' NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masthead" ADD CONSTRAINT "masthead_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_votes_user_idx" ON "comment_votes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_kind_known" CHECK ("articles"."kind" in ('news', 'analysis', 'explainer', 'opinion'));--> statement-breakpoint
-- Data, written by hand after the generated statements (docs/decisions/0234-article-kinds.md, 0231-pages-that-agree.md):
-- the demo newsroom's explainers, seeded before articles had a kind, are labelled Explainer;
UPDATE "articles" SET "kind" = 'explainer' WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "email" = 'editor@example.org') AND "title" IN ('How an official''s score is calculated, and how to check it', 'How we score a bill', 'Missed votes: the second figure', 'Reading a roll call', 'Why some bills say Not yet scored');--> statement-breakpoint
-- and members' bios written as 'Democrat senator for …' read 'Democratic senator for …'.
UPDATE "officials" SET "bio" = regexp_replace("bio", '^Democrat (senator|representative) ', 'Democratic \1 ') WHERE "bio" ~ '^Democrat (senator|representative) ';
