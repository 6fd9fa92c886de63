-- Hand-written (ADR 18, ADR 55's update): a count's stripe is the first of the eight, from the connection's own
-- (pg_backend_pid() % 8) on, that no other open transaction is writing. Eight stripes by the backend's pid alone
-- collided among a pool's ten connections: a submission then waited at its case's insert for another submission's
-- whole transaction, itself queued at the year's case number counter. A transaction keeps an advisory lock per count
-- and stripe it wrote until it ends (taken with try, never waited for); when all eight are held it waits for its own
-- stripe's row, as before. A transaction that writes many counts (a bulk change) takes at most 32 such locks, the
-- rest on its own stripe: the shared lock table is not filled. The totals are the sums of the stripes, as before.
CREATE OR REPLACE FUNCTION "add_case_list_count"(company integer, is_outbound boolean, usr integer, case_status text, delta integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	count_key integer := hashtext(company::text || '/' || is_outbound::text || '/' || usr::text || '/' || case_status);
	own_slot integer := pg_backend_pid() % 8;
	chosen integer := own_slot;
	taken integer := coalesce(nullif(current_setting('casebridge.count_stripe_locks', true), ''), '0')::integer;
BEGIN
	IF taken < 32 THEN
		FOR step IN 0..7 LOOP
			IF pg_try_advisory_xact_lock(count_key, (own_slot + step) % 8) THEN
				chosen := (own_slot + step) % 8;
				PERFORM set_config('casebridge.count_stripe_locks', (taken + 1)::text, true);
				EXIT;
			END IF;
		END LOOP;
	END IF;
	INSERT INTO "case_list_counts" ("company_id", "outbound", "user_id", "status", "slot", "cases")
	VALUES (company, is_outbound, usr, case_status, chosen, delta)
	ON CONFLICT ("company_id", "outbound", "user_id", "status", "slot")
	DO UPDATE SET "cases" = "case_list_counts"."cases" + excluded."cases";
END;
$$;
