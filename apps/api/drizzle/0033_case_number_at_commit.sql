-- Hand-written (ADR 55): a submission holds the rows every concurrent submission needs for as little of its
-- transaction as it can. The cases writer inserts a case with a provisional number ('pending:' and the case's token,
-- seen by no other transaction) and takes the year's next number in a statement of its own just before its emails
-- and the commit, so that the year's counter row is locked for those two statements and the commit only.
-- The immutability trigger lets that one change through: from a provisional number to a number, never back.
CREATE OR REPLACE FUNCTION "keep_network_case_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."network_case_number" IS DISTINCT FROM OLD."network_case_number"
		AND NOT (OLD."network_case_number" LIKE 'pending:%' AND NEW."network_case_number" NOT LIKE 'pending:%') THEN
		RAISE EXCEPTION 'a case''s network case number cannot change (case %)', OLD."id" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;
