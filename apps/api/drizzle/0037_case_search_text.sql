-- Issue 26, ADR 60: the case search's text is kept on the case, lower-cased, its columns joined by a line break, and
-- the trigram index (with the parties, ADR 54) holds that column: a candidate's recheck is one LIKE on a stored text
-- instead of four ILIKEs that lowered the summary and both case numbers of every row read.
DROP INDEX "cases_party_search_idx";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("cases"."summary" || E'\n' || coalesce("cases"."internal_case_number", '') || E'\n' || coalesce("cases"."partner_case_number", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_party_search_idx" ON "cases" USING gin ("submit_company_id","receiver_company_id","submit_user_id","search_text" gin_trgm_ops);
