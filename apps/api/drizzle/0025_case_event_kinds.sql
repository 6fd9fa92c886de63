ALTER TABLE "case_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "engineer_name" text;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_kind_check" CHECK ("kind" in ('status', 'submission_update', 'response_update'));