-- Hand-written comment (issue 26, ADR 69): the case list by status reads each side's page from its company's
-- (company, status, id) index in the list's order, ties by id, where a company of 100,000 cases sorted them all for
-- each page (132 ms); the receiver's (company, status) index gains the id it lacked. A million cases take a few
-- seconds per index, under a lock that holds case writes meanwhile.
DROP INDEX "cases_receiver_company_status_idx";--> statement-breakpoint
CREATE INDEX "cases_submit_company_status_idx" ON "cases" USING btree ("submit_company_id","status","id");--> statement-breakpoint
CREATE INDEX "cases_receiver_company_status_idx" ON "cases" USING btree ("receiver_company_id","status","id");