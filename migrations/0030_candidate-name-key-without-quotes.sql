DROP INDEX "candidates_name_key_idx";--> statement-breakpoint
DROP INDEX "candidates_group_name_key_idx";--> statement-breakpoint
CREATE INDEX "candidates_name_key_idx" ON "candidates" USING btree (lower(translate("name", '''"‘’“”', '')) collate "C","id");--> statement-breakpoint
CREATE INDEX "candidates_group_name_key_idx" ON "candidates" USING btree ("office_group",lower(translate("name", '''"‘’“”', '')) collate "C","id");