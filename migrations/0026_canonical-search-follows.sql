-- A saved search is stored as its distinct words, sorted (decision 0310): 'water clean' and 'clean water water'
-- are the search 'clean water'. The targets were already lower case and single-spaced. The function lives
-- only as long as this session.
CREATE FUNCTION pg_temp.search_key(words text) RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT array_to_string(ARRAY(SELECT w FROM unnest(string_to_array(words, ' ')) AS w GROUP BY w ORDER BY w COLLATE "C"), ' ') $$;--> statement-breakpoint
-- A reader who followed the same words twice keeps the earliest follow, so (user, kind, target) stays unique.
DELETE FROM "follows" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "user_id", pg_temp.search_key("target") ORDER BY "created_at", "id") AS "nth"
      FROM "follows" WHERE "kind" = 'search'
  ) AS "ranked" WHERE "nth" > 1
);--> statement-breakpoint
UPDATE "follows" SET "target" = pg_temp.search_key("target") WHERE "kind" = 'search' AND "target" <> pg_temp.search_key("target");--> statement-breakpoint
-- The events a search brought are keyed the same way, so its follow still finds them; a new bill that
-- reached two spellings of one search is told of once (its first event).
UPDATE "events" SET "topic_key" = pg_temp.search_key("topic_key") WHERE "topic_kind" = 'search' AND "topic_key" <> pg_temp.search_key("topic_key");--> statement-breakpoint
DELETE FROM "events" AS "later"
 WHERE "later"."topic_kind" = 'search'
   AND EXISTS (
     SELECT FROM "events" AS "earlier"
      WHERE "earlier"."topic_kind" = 'search' AND "earlier"."topic_key" = "later"."topic_key"
        AND "earlier"."kind" = "later"."kind" AND "earlier"."path" = "later"."path" AND "earlier"."id" < "later"."id"
   );--> statement-breakpoint
DROP FUNCTION pg_temp.search_key(text);
