CREATE TABLE "digest_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"send_key" text NOT NULL,
	"events" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_send_key_unique" UNIQUE("send_key")
);
--> statement-breakpoint
CREATE TABLE "digest_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'none' NOT NULL,
	"sent_through" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_settings_frequency_known" CHECK ("digest_settings"."frequency" in ('none', 'immediately', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"topic_kind" text NOT NULL,
	"topic_key" text NOT NULL,
	"roll_call_id" integer,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_kind_target_unique" UNIQUE("user_id","kind","target"),
	CONSTRAINT "follows_kind_known" CHECK ("follows"."kind" in ('official', 'bill', 'candidate', 'subject', 'search'))
);
--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_settings" ADD CONSTRAINT "digest_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_roll_call_id_roll_calls_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."roll_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_settings_frequency_idx" ON "digest_settings" USING btree ("frequency");--> statement-breakpoint
CREATE INDEX "events_topic_idx" ON "events" USING btree ("topic_kind","topic_key","id");--> statement-breakpoint
CREATE INDEX "events_roll_call_idx" ON "events" USING btree ("roll_call_id");--> statement-breakpoint
CREATE INDEX "follows_kind_target_idx" ON "follows" USING btree ("kind","target");