ALTER TABLE "requirements" ADD COLUMN "help_hint" text;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;