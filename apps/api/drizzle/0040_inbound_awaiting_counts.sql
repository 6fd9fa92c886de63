CREATE TABLE "case_inbound_awaiting_counts" (
	"company_id" integer NOT NULL,
	"priority" text NOT NULL,
	"slot" smallint NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "case_inbound_awaiting_counts_company_id_priority_slot_pk" PRIMARY KEY("company_id","priority","slot"),
	CONSTRAINT "case_inbound_awaiting_counts_priority_check" CHECK ("priority" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
-- Hand-written below: drizzle-kit manages no functions or triggers. ADR 66: each write to cases moves the receiving
-- company's count of the inbound cases waiting on its action, in the writer's transaction, beside the case list counts
-- (ADR 18), so the dashboard's count reads a few rows instead of the company's waiting cases.
-- A count's stripe, as add_case_list_count (migration 0034) chose it: the first of the eight, from the connection's own
-- (pg_backend_pid() % 8) on, that no other open transaction is writing; one home for both kinds of kept count.
CREATE FUNCTION "free_count_stripe"(count_key integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	own_slot integer := pg_backend_pid() % 8;
	taken integer := coalesce(nullif(current_setting('casebridge.count_stripe_locks', true), ''), '0')::integer;
BEGIN
	IF taken < 32 THEN
		FOR step IN 0..7 LOOP
			IF pg_try_advisory_xact_lock(count_key, (own_slot + step) % 8) THEN
				PERFORM set_config('casebridge.count_stripe_locks', (taken + 1)::text, true);
				RETURN (own_slot + step) % 8;
			END IF;
		END LOOP;
	END IF;
	RETURN own_slot;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_case_list_count"(company integer, is_outbound boolean, usr integer, case_status text, delta integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "case_list_counts" ("company_id", "outbound", "user_id", "status", "slot", "cases")
	VALUES (company, is_outbound, usr, case_status,
		"free_count_stripe"(hashtext(company::text || '/' || is_outbound::text || '/' || usr::text || '/' || case_status)),
		delta)
	ON CONFLICT ("company_id", "outbound", "user_id", "status", "slot")
	DO UPDATE SET "cases" = "case_list_counts"."cases" + excluded."cases";
$$;--> statement-breakpoint
-- Whether a case waits on its receiver: partyToActNext (packages/contract, case-status.ts) names the receiver for an
-- open case and for a case in information whose latest exchange is the submitter's reply. The same condition as the
-- partial index cases_receiver_awaiting_idx (migration 0029); inbound-awaiting-count.test.ts compares the kept count
-- with waitingOnCondition('receiver') over every status and answer.
CREATE FUNCTION "case_awaits_receiver"(case_status text, information_answered boolean) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
	SELECT case_status = 'open' OR (case_status = 'information' AND information_answered);
$$;--> statement-breakpoint
CREATE FUNCTION "add_case_inbound_awaiting_count"(company integer, case_priority text, delta integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "case_inbound_awaiting_counts" ("company_id", "priority", "slot", "cases")
	VALUES (company, case_priority, "free_count_stripe"(hashtext('inbound-awaiting/' || company::text || '/' || case_priority)), delta)
	ON CONFLICT ("company_id", "priority", "slot")
	DO UPDATE SET "cases" = "case_inbound_awaiting_counts"."cases" + excluded."cases";
$$;--> statement-breakpoint
CREATE FUNCTION "count_case_inbound_awaiting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		IF "case_awaits_receiver"(OLD."status", OLD."information_answered") THEN
			PERFORM "add_case_inbound_awaiting_count"(OLD."receiver_company_id", OLD."priority", -1);
		END IF;
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		IF "case_awaits_receiver"(NEW."status", NEW."information_answered") THEN
			PERFORM "add_case_inbound_awaiting_count"(NEW."receiver_company_id", NEW."priority", 1);
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cases_inbound_awaiting_count_insert" AFTER INSERT ON "cases"
	FOR EACH ROW WHEN ("case_awaits_receiver"(NEW."status", NEW."information_answered"))
	EXECUTE FUNCTION "count_case_inbound_awaiting"();--> statement-breakpoint
CREATE TRIGGER "cases_inbound_awaiting_count_delete" AFTER DELETE ON "cases"
	FOR EACH ROW WHEN ("case_awaits_receiver"(OLD."status", OLD."information_answered"))
	EXECUTE FUNCTION "count_case_inbound_awaiting"();--> statement-breakpoint
-- An update moves the count when the case waited or waits on its receiver and what the count is kept by changed: the
-- status, the information's answer (migration 0029's trigger on case_responses sets it), the priority, the receiver.
CREATE TRIGGER "cases_inbound_awaiting_count_update"
	AFTER UPDATE OF "status", "information_answered", "priority", "receiver_company_id" ON "cases"
	FOR EACH ROW WHEN (
		("case_awaits_receiver"(OLD."status", OLD."information_answered")
			OR "case_awaits_receiver"(NEW."status", NEW."information_answered"))
		AND (OLD."status", OLD."information_answered", OLD."priority", OLD."receiver_company_id")
			IS DISTINCT FROM (NEW."status", NEW."information_answered", NEW."priority", NEW."receiver_company_id"))
	EXECUTE FUNCTION "count_case_inbound_awaiting"();--> statement-breakpoint
-- A recount, for the migration and for a bulk load that switched the triggers off (rebuild_case_list_counts runs it).
CREATE FUNCTION "rebuild_case_inbound_awaiting_counts"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "case_inbound_awaiting_counts";
	INSERT INTO "case_inbound_awaiting_counts" ("company_id", "priority", "slot", "cases")
		SELECT "receiver_company_id", "priority", 0, count(*) FROM "cases"
		WHERE "case_awaits_receiver"("status", "information_answered")
		GROUP BY 1, 2;
$$;--> statement-breakpoint
-- rebuild_case_list_counts() recounts every kept count of the cases (ADR 18: what a bulk load runs once at the end).
CREATE OR REPLACE FUNCTION "rebuild_case_list_counts"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "case_list_counts";
	INSERT INTO "case_list_counts" ("company_id", "outbound", "user_id", "status", "cases")
		SELECT "submit_company_id", true, 0, "status", count(*) FROM "cases" GROUP BY 1, 4
		UNION ALL SELECT "submit_company_id", true, "submit_user_id", "status", count(*) FROM "cases"
			WHERE "submit_user_id" IS NOT NULL GROUP BY 1, 3, 4
		UNION ALL SELECT "receiver_company_id", false, 0, "status", count(*) FROM "cases" GROUP BY 1, 4;
	SELECT "rebuild_case_inbound_awaiting_counts"();
$$;--> statement-breakpoint
SELECT "rebuild_case_inbound_awaiting_counts"();
