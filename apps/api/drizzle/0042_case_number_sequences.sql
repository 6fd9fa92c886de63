-- Hand-written (ADR 68, amends 45 and 55): a year's network case numbers come from a sequence of that year instead of
-- a counter row, so a submission takes its number in the case's insert and no submission waits for another's (the
-- counter row stayed locked until the creating transaction ended). A rolled-back submission leaves a gap in its
-- year; a number is still given once, unique, in the creation year, and never changes (the trigger of 0024/0033).
-- The sequence of a year, created at its first case: one creator at a time (the others wait here, once a year).
CREATE FUNCTION "network_case_number_sequence"(number_year int) RETURNS regclass LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	sequence_name text := 'case_number_' || number_year;
	found regclass := to_regclass(sequence_name);
BEGIN
	IF found IS NULL THEN
		PERFORM pg_advisory_xact_lock(hashtext('network_case_number_sequence'), number_year);
		EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS bigint', sequence_name);
		found := to_regclass(sequence_name);
	END IF;
	RETURN found;
END;
$$;--> statement-breakpoint
-- The next number of the year `created` falls in (UTC); a number past 999,999 keeps all its digits.
CREATE OR REPLACE FUNCTION "next_network_case_number"(created timestamptz) RETURNS text LANGUAGE sql VOLATILE AS $$
	SELECT 'CB-' || numbered."year" || '-' || lpad(numbered."n"::text, greatest(6, length(numbered."n"::text)), '0')
	FROM (
		SELECT "year", nextval(network_case_number_sequence("year")) AS "n"
		FROM (SELECT extract(year from created at time zone 'UTC')::int AS "year") AS given
	) AS numbered;
$$;--> statement-breakpoint
-- Each year's sequence continues from its counter.
SELECT setval(network_case_number_sequence("year"), "last_number") FROM "case_number_counters" WHERE "last_number" > 0;--> statement-breakpoint
DROP TABLE "case_number_counters" CASCADE;
