-- The managers' emailed link is kept only as its SHA-256; the links already sent keep working.
ALTER TABLE "manager_requests" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
UPDATE "manager_requests" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
DROP INDEX "manager_requests_token_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "manager_requests_token_hash_unique" ON "manager_requests" USING btree ("token_hash");
