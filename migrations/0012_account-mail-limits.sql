CREATE TABLE "account_mail_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_mail_sends_recipient_idx" ON "account_mail_sends" USING btree ("recipient","sent_at");