-- Hand-ordered, with a comment (issue 26, ADR 61): My Cases reads the user's cases in the user's company, by creation
-- (its default) or by update. Its kept statement's generic plan (the one PostgreSQL keeps for every user after five
-- runs) had no index with both: it read the company's (submit_company_id, created_at) index with the user as a filter,
-- so an engineer with one case in a company that sent 100,000 read 100,013 index rows (about 50 ms) for each page.
-- With the company after the user, both equalities are the index's condition for any user, in the list's order. The
-- new indexes are built before the old ones go, so My Cases always has one; a million cases take a few seconds each,
-- under a lock that holds case writes meanwhile.
CREATE INDEX "cases_submit_user_company_created_idx" ON "cases" USING btree ("submit_user_id","submit_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cases_submit_user_company_updated_idx" ON "cases" USING btree ("submit_user_id","submit_company_id","updated_at","id");--> statement-breakpoint
DROP INDEX "cases_submit_user_idx";--> statement-breakpoint
DROP INDEX "cases_submit_user_updated_idx";
