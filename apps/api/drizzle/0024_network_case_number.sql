CREATE TABLE "case_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written below (ADR 45): drizzle-kit manages no functions or triggers, and the new column is filled before it
-- takes its default and NOT NULL. The next number of the year `created` falls in (UTC): the year's counter row is
-- inserted or incremented and stays locked until the creating transaction ends, so concurrent submissions (on any
-- instance) queue on it and never share a number; a rolled-back submission gives its number back.
CREATE FUNCTION "next_network_case_number"(created timestamptz) RETURNS text LANGUAGE sql VOLATILE AS $$
	INSERT INTO "case_number_counters" AS counter ("year", "last_number")
	VALUES (extract(year from created at time zone 'UTC')::int, 1)
	ON CONFLICT ("year") DO UPDATE SET "last_number" = counter."last_number" + 1
	RETURNING 'CB-' || counter."year" || '-' || lpad(counter."last_number"::text, greatest(6, length(counter."last_number"::text)), '0');
$$;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "network_case_number" text;--> statement-breakpoint
-- The existing cases are numbered in creation order within each year, and each year's counter continues from there.
UPDATE "cases" SET "network_case_number" = numbered."number"
FROM (
	SELECT "id", 'CB-' || "year" || '-' || lpad("n"::text, greatest(6, length("n"::text)), '0') AS "number"
	FROM (
		SELECT "id", extract(year from "created_at" at time zone 'UTC')::int AS "year",
			row_number() OVER (PARTITION BY extract(year from "created_at" at time zone 'UTC') ORDER BY "created_at", "id") AS "n"
		FROM "cases"
	) AS ordered
) AS numbered
WHERE numbered."id" = "cases"."id";--> statement-breakpoint
INSERT INTO "case_number_counters" ("year", "last_number")
SELECT extract(year from "created_at" at time zone 'UTC')::int, count(*) FROM "cases" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "network_case_number" SET DEFAULT next_network_case_number(now());--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "network_case_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_network_case_number_unique" ON "cases" USING btree ("network_case_number");--> statement-breakpoint
-- Immutable: no statement, ours or anyone's, changes a case's number once given.
CREATE FUNCTION "keep_network_case_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."network_case_number" IS DISTINCT FROM OLD."network_case_number" THEN
		RAISE EXCEPTION 'a case''s network case number cannot change (case %)', OLD."id" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cases_keep_network_case_number" BEFORE UPDATE OF "network_case_number" ON "cases"
FOR EACH ROW EXECUTE FUNCTION "keep_network_case_number"();
