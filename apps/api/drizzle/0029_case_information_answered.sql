ALTER TABLE "cases" ADD COLUMN "information_answered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written below: drizzle-kit manages no functions or triggers. Issue 26, ADR 54: whether a case's latest
-- information exchange (the case_responses of those two types, latest by id) is the submitter's reply, kept on the
-- case by the insert of each exchange, whoever writes it, so the count of the cases waiting on a party reads one index.
UPDATE "cases" SET "information_answered" = true
FROM (
	SELECT DISTINCT ON ("case_id") "case_id", "type" FROM "case_responses"
	WHERE "type" IN ('information-request', 'information-response')
	ORDER BY "case_id", "id" DESC
) AS "latest"
WHERE "latest"."case_id" = "cases"."id" AND "latest"."type" = 'information-response';--> statement-breakpoint
CREATE FUNCTION "keep_case_information_answered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cases" SET "information_answered" = (NEW."type" = 'information-response')
	WHERE "id" = NEW."case_id" AND "information_answered" IS DISTINCT FROM (NEW."type" = 'information-response');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "case_responses_information_answered" AFTER INSERT ON "case_responses"
	FOR EACH ROW WHEN (NEW."type" IN ('information-request', 'information-response'))
	EXECUTE FUNCTION "keep_case_information_answered"();--> statement-breakpoint
CREATE INDEX "cases_receiver_awaiting_idx" ON "cases" USING btree ("receiver_company_id","priority") WHERE "cases"."status" = 'open' or ("cases"."status" = 'information' and "cases"."information_answered");
