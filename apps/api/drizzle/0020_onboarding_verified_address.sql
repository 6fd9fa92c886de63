ALTER TABLE "onboarding_sessions" DROP CONSTRAINT "onboarding_sessions_status_check";--> statement-breakpoint
DROP INDEX "onboarding_sessions_one_request_unique";--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD COLUMN "verify_token_hash" text;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD COLUMN "verify_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD COLUMN "verify_email_id" integer;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_verify_email_id_outbound_emails_id_fk" FOREIGN KEY ("verify_email_id") REFERENCES "public"."outbound_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_sessions_verify_token_hash_unique" ON "onboarding_sessions" USING btree ("verify_token_hash");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_verify_email_idx" ON "onboarding_sessions" USING btree ("verify_email_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_sessions_one_request_unique" ON "onboarding_sessions" USING btree ("partner_group_id",lower("email")) WHERE "onboarding_sessions"."status" in ('pending_company', 'pending_approval', 'pending_payment');--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_status_check" CHECK ("status" in ('in_progress', 'pending_company', 'pending_approval', 'pending_payment', 'approved', 'rejected'));