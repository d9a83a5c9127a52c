-- A discussion's stored comment count moves by one per comment added or removed (cascades included), at
-- commit, instead of being recounted under the discussion's row lock (docs/decisions/0291-comment-count-increments.md).
CREATE FUNCTION "comment_count_step"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed "comments";
  step integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := NEW;
    step := 1;
  ELSE
    changed := OLD;
    step := -1;
  END IF;
  IF changed."article_id" IS NOT NULL THEN
    UPDATE "articles" SET "comment_count" = "comment_count" + step WHERE "id" = changed."article_id";
  ELSIF changed."bill_id" IS NOT NULL THEN
    UPDATE "bills" SET "comment_count" = "comment_count" + step WHERE "id" = changed."bill_id";
  ELSE
    UPDATE "candidates" SET "comment_count" = "comment_count" + step WHERE "id" = changed."candidate_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comments_count_step" AFTER INSERT OR DELETE ON "comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "comment_count_step"();
--> statement-breakpoint
UPDATE "articles" SET "comment_count" = (SELECT count(*) FROM "comments" WHERE "comments"."article_id" = "articles"."id");
--> statement-breakpoint
UPDATE "bills" SET "comment_count" = (SELECT count(*) FROM "comments" WHERE "comments"."bill_id" = "bills"."id");
--> statement-breakpoint
UPDATE "candidates" SET "comment_count" = (SELECT count(*) FROM "comments" WHERE "comments"."candidate_id" = "candidates"."id");
