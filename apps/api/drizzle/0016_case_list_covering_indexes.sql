DROP INDEX "cases_submit_company_updated_idx";--> statement-breakpoint
DROP INDEX "cases_receiver_company_updated_idx";--> statement-breakpoint
DROP INDEX "cases_submit_user_updated_idx";--> statement-breakpoint
CREATE INDEX "cases_submit_company_updated_idx" ON "cases" USING btree ("submit_company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "cases_receiver_company_updated_idx" ON "cases" USING btree ("receiver_company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "cases_submit_user_updated_idx" ON "cases" USING btree ("submit_user_id","updated_at","id");