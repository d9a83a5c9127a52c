CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sync" text NOT NULL,
	"trigger" text NOT NULL,
	"job_id" text,
	"requested_by" uuid,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"items_done" integer DEFAULT 0 NOT NULL,
	"items_total" integer,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	CONSTRAINT "import_runs_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "import_runs_status_known" CHECK ("import_runs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_sync_queued_idx" ON "import_runs" USING btree ("sync","queued_at");--> statement-breakpoint
CREATE INDEX "import_runs_queued_idx" ON "import_runs" USING btree ("queued_at","id");