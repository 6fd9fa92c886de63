CREATE INDEX "users_country_idx" ON "users" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "communities_department_idx" ON "communities" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "communities_document_idx" ON "communities" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "company_registration_groups_community_idx" ON "company_registration_groups" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "group_documents_uploaded_by_user_idx" ON "group_documents" USING btree ("uploaded_by_user_id");--> statement-breakpoint
CREATE INDEX "contact_documents_current_version_idx" ON "contact_documents" USING btree ("current_version_id");--> statement-breakpoint
CREATE INDEX "document_email_templates_template_idx" ON "document_email_templates" USING btree ("email_template_id");--> statement-breakpoint
CREATE INDEX "document_notes_updated_by_user_idx" ON "document_notes" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "document_versions_created_by_user_idx" ON "document_versions" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "saved_search_results_department_idx" ON "saved_search_results" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "case_customer_data_requirement_idx" ON "case_customer_data" USING btree ("requirement_id");--> statement-breakpoint
CREATE INDEX "case_events_response_idx" ON "case_events" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "manager_request_responses_user_idx" ON "manager_request_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "manager_requests_contact_document_idx" ON "manager_requests" USING btree ("contact_document_id");--> statement-breakpoint
CREATE INDEX "change_requests_user_idx" ON "change_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "change_requests_contact_document_idx" ON "change_requests" USING btree ("contact_document_id");--> statement-breakpoint
CREATE INDEX "invites_user_idx" ON "invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "missing_partner_requests_company_idx" ON "missing_partner_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "missing_partner_requests_user_idx" ON "missing_partner_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_user_idx" ON "onboarding_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_decided_by_user_idx" ON "onboarding_sessions" USING btree ("decided_by_user_id");--> statement-breakpoint
CREATE INDEX "registration_queue_decided_by_user_idx" ON "registration_queue" USING btree ("decided_by_user_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_membership_type_check" CHECK ("membership_type" in ('limited', 'basic', 'standard', 'premium', 'elite', 'offline partner'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_login_method_check" CHECK ("login_method" in ('requires_registration', 'email_link', 'sso'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sso_identity_source_check" CHECK ("sso_identity_source" in ('url', 'file'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('caller', 'api', 'program_manager', 'business_manager', 'super_admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_type_check" CHECK ("type" in ('basic', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_check" CHECK ("purpose" in ('reset_password', 'auto_login', 'email_link', 'verify_account', 'approval'));--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD CONSTRAINT "outbound_emails_status_check" CHECK ("status" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_status_check" CHECK ("status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_status_check" CHECK ("status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_type_check" CHECK ("type" in ('solution_support', 'partner_program', 'open_group'));--> statement-breakpoint
ALTER TABLE "group_documents" ADD CONSTRAINT "group_documents_document_type_check" CHECK ("document_type" in ('file', 'url'));--> statement-breakpoint
ALTER TABLE "group_relations" ADD CONSTRAINT "group_relations_user_access_flag_check" CHECK ("user_access_flag" in ('all', 'limit'));--> statement-breakpoint
ALTER TABLE "group_relations" ADD CONSTRAINT "group_relations_member_relationship_check" CHECK ("member_relationship" in ('many_to_many', 'one_to_many'));--> statement-breakpoint
ALTER TABLE "document_email_templates" ADD CONSTRAINT "document_email_templates_type_check" CHECK ("type" in ('new_receiving_member'));--> statement-breakpoint
ALTER TABLE "document_managers" ADD CONSTRAINT "document_managers_user_type_check" CHECK ("user_type" in ('main', 'alternate'));--> statement-breakpoint
ALTER TABLE "document_requirements" ADD CONSTRAINT "document_requirements_section_check" CHECK ("section" in ('common_customer_section', 'problem_section', 'contact_section'));--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_status_check" CHECK ("status" in ('approved', 'pending', 'rejected'));--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_type_check" CHECK ("document_type" in ('ticket', 'solution_support', 'manager', 'json', 'parent', 'default'));--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_type_check" CHECK ("type" in ('new_receiving_member'));--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_type_check" CHECK ("type" in ('hidden', 'integer', 'phone', 'select', 'string', 'text', 'url', 'email', 'tierselect', 'groupselect', 'db_select', 'copy', 'timezone'));--> statement-breakpoint
ALTER TABLE "case_customer_data" ADD CONSTRAINT "case_customer_data_section_check" CHECK ("section" in ('common_customer_section', 'problem_section', 'contact_section'));--> statement-breakpoint
ALTER TABLE "case_customer_data" ADD CONSTRAINT "case_customer_data_type_check" CHECK ("type" in ('hidden', 'integer', 'phone', 'select', 'string', 'text', 'url', 'email', 'tierselect', 'groupselect', 'db_select', 'copy', 'timezone'));--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_from_status_check" CHECK ("from_status" in ('open', 'information', 'accepted', 'rejected', 'closed'));--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_to_status_check" CHECK ("to_status" in ('open', 'information', 'accepted', 'rejected', 'closed'));--> statement-breakpoint
ALTER TABLE "case_responses" ADD CONSTRAINT "case_responses_type_check" CHECK ("type" in ('approval', 'rejection', 'information-request', 'information-response'));--> statement-breakpoint
ALTER TABLE "case_responses" ADD CONSTRAINT "case_responses_status_check" CHECK ("status" in ('accepted', 'information', 'rejected', 'information-reply'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status_check" CHECK ("status" in ('open', 'information', 'accepted', 'rejected', 'closed'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_case_type_check" CHECK ("case_type" in ('manager', 'other'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_priority_check" CHECK ("priority" in ('low', 'medium', 'high'));--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_step_check" CHECK ("step" in ('contact', 'agreements', 'process', 'choose-process', 'basic-premium', 'success'));--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_status_check" CHECK ("status" in ('in_progress', 'pending_approval', 'pending_payment', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "registration_queue" ADD CONSTRAINT "registration_queue_status_check" CHECK ("status" in ('unverified', 'pending', 'approved', 'rejected'));