ALTER TABLE "favorites" DROP CONSTRAINT "favorites_unique";--> statement-breakpoint
DROP INDEX "companies_name_lower_idx";--> statement-breakpoint
DROP INDEX "companies_domain_idx";--> statement-breakpoint
DROP INDEX "departments_name_lower_idx";--> statement-breakpoint
DROP INDEX "communities_name_lower_idx";--> statement-breakpoint
DROP INDEX "contact_documents_name_lower_idx";--> statement-breakpoint
DROP INDEX "document_tags_tag_lower_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_signup_manager_id_users_id_fk" FOREIGN KEY ("signup_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_alt_signup_manager_id_users_id_fk" FOREIGN KEY ("alt_signup_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_domain_lower_idx" ON "companies" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "companies_signup_manager_idx" ON "companies" USING btree ("signup_manager_id");--> statement-breakpoint
CREATE INDEX "companies_alt_signup_manager_idx" ON "companies" USING btree ("alt_signup_manager_id");--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin (lower("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refresh_sessions_impersonator_idx" ON "refresh_sessions" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_user_idx" ON "audit_log" USING btree ("subject_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_impersonator_idx" ON "audit_log" USING btree ("impersonator_user_id");--> statement-breakpoint
CREATE INDEX "departments_name_trgm_idx" ON "departments" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_community_idx" ON "departments" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "departments_contact_document_idx" ON "departments" USING btree ("contact_document_id");--> statement-breakpoint
CREATE INDEX "communities_name_trgm_idx" ON "communities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "group_relations_department_idx" ON "group_relations" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "contact_documents_name_trgm_idx" ON "contact_documents" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_tags_tag_trgm_idx" ON "document_tags" USING gin (lower("tag") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_views_company_idx" ON "document_views" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "document_views_user_idx" ON "document_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "favorites_company_idx" ON "favorites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "favorites_department_idx" ON "favorites" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "favorites_contact_document_idx" ON "favorites" USING btree ("contact_document_id");--> statement-breakpoint
CREATE INDEX "saved_search_results_company_idx" ON "saved_search_results" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "saved_searches_company_idx" ON "saved_searches" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "case_events_actor_user_idx" ON "case_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "case_events_actor_company_idx" ON "case_events" USING btree ("actor_company_id");--> statement-breakpoint
CREATE INDEX "case_files_company_idx" ON "case_files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "case_files_user_idx" ON "case_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_notes_company_idx" ON "case_notes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "case_notes_user_idx" ON "case_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_responses_responder_company_idx" ON "case_responses" USING btree ("responder_company_id");--> statement-breakpoint
CREATE INDEX "case_responses_responder_user_idx" ON "case_responses" USING btree ("responder_user_id");--> statement-breakpoint
CREATE INDEX "cases_receiver_department_idx" ON "cases" USING btree ("receiver_department_id");--> statement-breakpoint
CREATE INDEX "cases_document_version_idx" ON "cases" USING btree ("document_version_id");--> statement-breakpoint
CREATE INDEX "cases_submit_company_updated_idx" ON "cases" USING btree ("submit_company_id","updated_at");--> statement-breakpoint
CREATE INDEX "cases_receiver_company_updated_idx" ON "cases" USING btree ("receiver_company_id","updated_at");--> statement-breakpoint
CREATE INDEX "cases_submit_user_updated_idx" ON "cases" USING btree ("submit_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "manager_requests_submit_company_idx" ON "manager_requests" USING btree ("submit_company_id");--> statement-breakpoint
CREATE INDEX "manager_requests_receive_company_idx" ON "manager_requests" USING btree ("receive_company_id");--> statement-breakpoint
CREATE INDEX "manager_requests_submit_user_idx" ON "manager_requests" USING btree ("submit_user_id");--> statement-breakpoint
CREATE INDEX "invites_invited_company_idx" ON "invites" USING btree ("invited_company_id");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_partner_group_idx" ON "onboarding_sessions" USING btree ("partner_group_id");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_company_idx" ON "onboarding_sessions" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_partner_unique" UNIQUE NULLS NOT DISTINCT("user_id","company_id","department_id");