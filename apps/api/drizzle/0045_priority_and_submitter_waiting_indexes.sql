-- Hand-written comment (issue 26, ADR 69): the case list by priority reads each side's page from its company's
-- (company, rank, id) index in the list's order (the rank is casePriorityRank, the same expression the lists sort by),
-- where a company of 100,000 cases sorted them all for each page; the "waiting on us" filter's sent side (information
-- asked, not yet answered) reads its page and capped count from a partial index, where the count read all of the
-- company's sent cases. A million cases take a few seconds per index, under a lock that holds case writes meanwhile.
CREATE INDEX "cases_submit_company_priority_idx" ON "cases" USING btree ("submit_company_id",(case "priority" when 'low' then 1 when 'medium' then 2 else 3 end),"id");--> statement-breakpoint
CREATE INDEX "cases_receiver_company_priority_idx" ON "cases" USING btree ("receiver_company_id",(case "priority" when 'low' then 1 when 'medium' then 2 else 3 end),"id");--> statement-breakpoint
CREATE INDEX "cases_submitter_awaiting_idx" ON "cases" USING btree ("submit_company_id","updated_at","id") WHERE "cases"."status" = 'information' and not "cases"."information_answered";