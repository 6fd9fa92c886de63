-- Hand-written comment (issue 26, ADR 69): the escalation table's open and late filters by priority read their page
-- from the open cases' (priority rank, id) index in the sort's order, where each page sorted the network's open cases
-- (232,000 on the bench's network: 270 ms). A million cases take a second or two, under a lock that holds case
-- writes meanwhile.
CREATE INDEX "cases_open_priority_idx" ON "cases" USING btree ((case "priority" when 'low' then 1 when 'medium' then 2 else 3 end),"id") WHERE "cases"."status" = 'open';