DROP INDEX "cases_status_created_idx";--> statement-breakpoint
DROP INDEX "cases_created_idx";--> statement-breakpoint
CREATE INDEX "cases_submit_company_internal_number_idx" ON "cases" USING btree ("submit_company_id","internal_case_number") WHERE "cases"."internal_case_number" is not null;--> statement-breakpoint
CREATE INDEX "cases_receiver_company_partner_number_idx" ON "cases" USING btree ("receiver_company_id","partner_case_number") WHERE "cases"."partner_case_number" is not null;--> statement-breakpoint
CREATE INDEX "cases_status_created_idx" ON "cases" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "cases_created_idx" ON "cases" USING btree ("created_at","id");--> statement-breakpoint
-- Hand-written below: drizzle-kit does not model a table's persistence. The rate-limit windows (ADR 62) are counters
-- a minute or an hour long: they write no WAL, so a hit neither waits for nor holds its key's row through a WAL flush.
-- A crash or a fail-over to a replica starts every window afresh (the table is emptied), which a limit tolerates.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
