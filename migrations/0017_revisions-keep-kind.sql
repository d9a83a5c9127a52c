ALTER TABLE "article_revisions" ADD COLUMN "kind" text DEFAULT 'news' NOT NULL;--> statement-breakpoint
-- Written by hand (docs/decisions/0236-revisions-keep-the-kind.md): a revision kept before revisions had a kind
-- was of the kind its article has now, since relabelling did not leave one.
UPDATE "article_revisions" SET "kind" = "articles"."kind" FROM "articles" WHERE "articles"."id" = "article_revisions"."article_id";
