-- Each party's emailed links carry its own capability, stored as a hash; cases already stored get random ones
-- (their earlier links end: a case token alone grants nothing any more).
ALTER TABLE "cases" ADD COLUMN "respond_token_hash" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "information_token_hash" text;--> statement-breakpoint
UPDATE "cases" SET "respond_token_hash" = encode(sha256(convert_to(random()::text || clock_timestamp()::text || id::text || 'r', 'UTF8')), 'hex'), "information_token_hash" = encode(sha256(convert_to(random()::text || clock_timestamp()::text || id::text || 'i', 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "respond_token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "information_token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "status_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_respond_token_hash_unique" ON "cases" USING btree ("respond_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_information_token_hash_unique" ON "cases" USING btree ("information_token_hash");
