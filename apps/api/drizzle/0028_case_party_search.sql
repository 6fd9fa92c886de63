-- Issue 26, ADR 54: the case search's trigram index holds the parties too (btree_gin's operator classes for the
-- integer columns), so a side's search finds its company's matches inside one index scan. btree_gin: hand-written,
-- drizzle-kit does not manage extensions; PGlite loads it through createPglite() in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "cases_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "cases_party_search_idx" ON "cases" USING gin ("submit_company_id","receiver_company_id","submit_user_id",("summary" || ' ' || coalesce("internal_case_number", '') || ' ' || coalesce("partner_case_number", '')) gin_trgm_ops);
--> statement-breakpoint
-- A case's submitting user belongs to its submitting company: without this, PostgreSQL takes the two tests of My Cases
-- as independent and expects a tenth of the user's cases (then sorts all a term's matches instead of reading the
-- user's latest cases until a page matched). Hand-written: drizzle-kit manages no statistics.
CREATE STATISTICS IF NOT EXISTS "cases_submitter_dependencies" (dependencies) ON "submit_company_id", "submit_user_id" FROM "cases";
