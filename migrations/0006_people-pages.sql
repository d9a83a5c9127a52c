DROP INDEX "articles_user_published_idx";--> statement-breakpoint
DROP INDEX "comments_article_idx";--> statement-breakpoint
DROP INDEX "comments_bill_idx";--> statement-breakpoint
DROP INDEX "comments_candidate_idx";--> statement-breakpoint
DROP INDEX "comments_user_idx";--> statement-breakpoint
CREATE INDEX "users_created_email_idx" ON "users" USING btree ("created_at","email");--> statement-breakpoint
CREATE INDEX "articles_user_published_idx" ON "articles" USING btree ("user_id","published_at","id");--> statement-breakpoint
CREATE INDEX "comments_article_idx" ON "comments" USING btree ("article_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_bill_idx" ON "comments" USING btree ("bill_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_candidate_idx" ON "comments" USING btree ("candidate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","created_at","id");