ALTER TABLE "onboarding_sessions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD COLUMN "restore_token_hash" text;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD COLUMN "restore_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_sessions_restore_token_hash_unique" ON "onboarding_sessions" USING btree ("restore_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_sessions_one_request_unique" ON "onboarding_sessions" USING btree ("partner_group_id",lower("email")) WHERE "onboarding_sessions"."status" in ('pending_approval', 'pending_payment');