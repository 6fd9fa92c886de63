-- Hand-written comment (issue 26): the submission refuses a case to one's own company (OWN_COMPANY_MESSAGE), and the
-- table now holds the rule too. The case lists read a company's sent cases and its received ones as two branches,
-- and their counts (the kept case_list_counts, and a search's capped count) add the two sides: a case on both sides
-- would be counted twice. No submission path ever wrote one; the check reads the existing cases once (about a second
-- for a million) under the migration's lock.
ALTER TABLE "cases" ADD CONSTRAINT "cases_not_to_own_company_check" CHECK ("cases"."submit_company_id" <> "cases"."receiver_company_id");
