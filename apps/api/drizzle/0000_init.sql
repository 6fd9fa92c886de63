CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text,
	"slug" text NOT NULL,
	"url" text,
	"domain" text,
	"additional_domains" text,
	"status" text DEFAULT 'active' NOT NULL,
	"membership_type" text DEFAULT 'standard' NOT NULL,
	"login_method" text DEFAULT 'requires_registration' NOT NULL,
	"use_group_login" boolean DEFAULT false NOT NULL,
	"login_page_text" text,
	"note" text,
	"communications_email" text,
	"bcc_response_email" text,
	"show_in_public_web" boolean DEFAULT true NOT NULL,
	"allow_notes" boolean DEFAULT true NOT NULL,
	"region_text" text,
	"public_web_text" text,
	"logo_file_key" text,
	"logo_content_type" text,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"signup_manager_id" integer,
	"alt_signup_manager_id" integer,
	"sso_identity_source" text,
	"sso_idp_entity_url" text,
	"sso_idp_federation_url" text,
	"sso_idp_logout_url" text,
	"sso_identity_file_key" text,
	"sso_idp_certificate" text,
	"sso_login_section" text,
	"sso_registration_section" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"phone_country_code" text DEFAULT 'US' NOT NULL,
	"country_id" integer,
	"city" text,
	"role" text DEFAULT 'caller' NOT NULL,
	"type" text DEFAULT 'basic' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"registration_type" text,
	"password_hash" text,
	"focus_group" boolean DEFAULT false NOT NULL,
	"agreement_date" timestamp with time zone,
	"force_update_profile" boolean DEFAULT false NOT NULL,
	"force_update_agreement" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"subject" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_id" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}' NOT NULL,
	"bcc_addresses" text[] DEFAULT '{}' NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"impersonator_user_id" integer,
	"subject_user_id" integer,
	"company_id" integer,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"community_id" integer,
	"contact_document_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"sponsor_company_id" integer,
	"department_id" integer,
	"document_id" integer,
	"addendum_file_key" text,
	"addendum_name" text,
	"custom_sla" boolean DEFAULT false NOT NULL,
	"p1_message" text,
	"p2_message" text,
	"p3_message" text,
	"p1_response_time" integer,
	"p2_response_time" integer,
	"p3_response_time" integer,
	"msteams_integration" boolean DEFAULT false NOT NULL,
	"msteams_manager_email" text,
	"msteams_team_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_registration_groups" (
	"company_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	CONSTRAINT "company_registration_groups_company_id_community_id_pk" PRIMARY KEY("company_id","community_id")
);
--> statement-breakpoint
CREATE TABLE "group_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"name" text NOT NULL,
	"document_type" text NOT NULL,
	"url" text,
	"file_key" text,
	"original_filename" text,
	"content_type" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer,
	"document_id" integer,
	"user_access_flag" text DEFAULT 'all' NOT NULL,
	"member_relationship" text DEFAULT 'many_to_many' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_relations_member_unique" UNIQUE NULLS NOT DISTINCT("community_id","company_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "group_user_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"relation_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"vhost" text NOT NULL,
	"host_email" text,
	"price" integer DEFAULT 0 NOT NULL,
	"price_three_years" integer DEFAULT 0 NOT NULL,
	"instructions" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"force_addendum" boolean DEFAULT false NOT NULL,
	"registration_status_url" text,
	"banner_file_key" text,
	"banner_content_type" text,
	"code_of_conduct_file_key" text,
	"code_of_conduct_filename" text,
	"current_license_file_key" text,
	"current_license_filename" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"static_document" text,
	"parent_option_name" text,
	"current_version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_linkages" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_document_id" integer NOT NULL,
	"option_name" text NOT NULL,
	"contact_document_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_departments" (
	"version_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "document_departments_version_id_department_id_pk" PRIMARY KEY("version_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "document_email_templates" (
	"contact_document_id" integer NOT NULL,
	"type" text NOT NULL,
	"email_template_id" integer NOT NULL,
	CONSTRAINT "document_email_templates_contact_document_id_type_pk" PRIMARY KEY("contact_document_id","type")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_document_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"original_filename" text NOT NULL,
	"content_type" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_document_id" integer NOT NULL,
	"note" text NOT NULL,
	"location" text,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_notes_company_document_unique" UNIQUE("company_id","contact_document_id")
);
--> statement-breakpoint
CREATE TABLE "document_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"requirement_id" integer NOT NULL,
	"section" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"group" text,
	"options" jsonb,
	"additional_settings" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"tag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_document_id" integer NOT NULL,
	"version_number" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"title" text NOT NULL,
	"support_hours" text DEFAULT '7/24/365' NOT NULL,
	"product_supported" text DEFAULT 'All' NOT NULL,
	"document_type" text NOT NULL,
	"json_type" text,
	"collaborate_email" text,
	"collaborate_cc_email" text,
	"escalation_instructions" text,
	"escalation_alias" text,
	"admin_note" text,
	"common_customer_section_title" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"code_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_document_id" integer NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer,
	"contact_document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_unique" UNIQUE NULLS NOT DISTINCT("user_id","company_id","department_id","contact_document_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"saved_search_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"term" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_customer_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"requirement_id" integer,
	"section" text NOT NULL,
	"field" text NOT NULL,
	"value" text,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"response_id" integer,
	"actor_user_id" integer,
	"actor_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"description" text,
	"storage_key" text NOT NULL,
	"original_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"creator_name" text NOT NULL,
	"summary" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"case_number" text,
	"engineer_name" text,
	"engineer_email" text,
	"engineer_phone" text,
	"reviewer_name" text,
	"reviewer_email" text,
	"next_steps" text,
	"note" text,
	"additional_information" text,
	"responder_company_id" integer,
	"responder_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"case_type" text DEFAULT 'other' NOT NULL,
	"internal_case_number" text,
	"partner_case_number" text,
	"summary" text NOT NULL,
	"description" text,
	"priority" text DEFAULT 'low' NOT NULL,
	"submit_company_id" integer NOT NULL,
	"submit_user_id" integer,
	"submit_contact_name" text,
	"submit_contact_email" text,
	"submit_contact_phone" text,
	"engineer_first_name" text,
	"engineer_last_name" text,
	"engineer_email" text,
	"engineer_phone" text,
	"engineer_phone_country_code" text,
	"receiver_company_id" integer NOT NULL,
	"receiver_department_id" integer,
	"contact_document_id" integer,
	"document_version_id" integer,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "manager_request_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_request_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"phone_country_code" text DEFAULT 'US' NOT NULL,
	"internal_reference" text,
	"escalation_type" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"token" text NOT NULL,
	"contact_document_id" integer,
	"submit_company_id" integer NOT NULL,
	"receive_company_id" integer NOT NULL,
	"submit_user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"phone_country_code" text DEFAULT 'US' NOT NULL,
	"internal_reference" text,
	"vendor_reference" text,
	"business_impact" text,
	"escalation_type" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"change_type" text,
	"changes" text NOT NULL,
	"contact_document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"invited_company_id" integer NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missing_partner_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"company_name" text NOT NULL,
	"company_website" text,
	"contact_name" text,
	"contact_email" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"partner_group_id" integer NOT NULL,
	"email" text NOT NULL,
	"step" text DEFAULT 'contact' NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"sf_opportunity" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_sponsor_company_id_companies_id_fk" FOREIGN KEY ("sponsor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_document_id_contact_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contact_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_registration_groups" ADD CONSTRAINT "company_registration_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_registration_groups" ADD CONSTRAINT "company_registration_groups_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_documents" ADD CONSTRAINT "group_documents_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_documents" ADD CONSTRAINT "group_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_documents" ADD CONSTRAINT "group_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_relations" ADD CONSTRAINT "group_relations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_relations" ADD CONSTRAINT "group_relations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_relations" ADD CONSTRAINT "group_relations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_relations" ADD CONSTRAINT "group_relations_document_id_contact_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contact_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_user_access" ADD CONSTRAINT "group_user_access_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_user_access" ADD CONSTRAINT "group_user_access_relation_id_group_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."group_relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_user_access" ADD CONSTRAINT "group_user_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_groups" ADD CONSTRAINT "partner_groups_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_documents" ADD CONSTRAINT "contact_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_documents" ADD CONSTRAINT "contact_documents_current_version_id_document_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_linkages" ADD CONSTRAINT "doc_linkages_parent_document_id_contact_documents_id_fk" FOREIGN KEY ("parent_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_linkages" ADD CONSTRAINT "doc_linkages_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_departments" ADD CONSTRAINT "document_departments_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_departments" ADD CONSTRAINT "document_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_email_templates" ADD CONSTRAINT "document_email_templates_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_email_templates" ADD CONSTRAINT "document_email_templates_email_template_id_email_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_managers" ADD CONSTRAINT "document_managers_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_managers" ADD CONSTRAINT "document_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_notes" ADD CONSTRAINT "document_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_notes" ADD CONSTRAINT "document_notes_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_notes" ADD CONSTRAINT "document_notes_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requirements" ADD CONSTRAINT "document_requirements_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requirements" ADD CONSTRAINT "document_requirements_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_tags" ADD CONSTRAINT "document_tags_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_views" ADD CONSTRAINT "document_views_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_views" ADD CONSTRAINT "document_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_views" ADD CONSTRAINT "document_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_results" ADD CONSTRAINT "saved_search_results_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_results" ADD CONSTRAINT "saved_search_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_results" ADD CONSTRAINT "saved_search_results_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_customer_data" ADD CONSTRAINT "case_customer_data_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_customer_data" ADD CONSTRAINT "case_customer_data_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_response_id_case_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."case_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_actor_company_id_companies_id_fk" FOREIGN KEY ("actor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_responses" ADD CONSTRAINT "case_responses_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_responses" ADD CONSTRAINT "case_responses_responder_company_id_companies_id_fk" FOREIGN KEY ("responder_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_responses" ADD CONSTRAINT "case_responses_responder_user_id_users_id_fk" FOREIGN KEY ("responder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_submit_company_id_companies_id_fk" FOREIGN KEY ("submit_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_submit_user_id_users_id_fk" FOREIGN KEY ("submit_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_receiver_company_id_companies_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_receiver_department_id_departments_id_fk" FOREIGN KEY ("receiver_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_request_responses" ADD CONSTRAINT "manager_request_responses_manager_request_id_manager_requests_id_fk" FOREIGN KEY ("manager_request_id") REFERENCES "public"."manager_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_request_responses" ADD CONSTRAINT "manager_request_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_requests" ADD CONSTRAINT "manager_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_requests" ADD CONSTRAINT "manager_requests_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_requests" ADD CONSTRAINT "manager_requests_submit_company_id_companies_id_fk" FOREIGN KEY ("submit_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_requests" ADD CONSTRAINT "manager_requests_receive_company_id_companies_id_fk" FOREIGN KEY ("receive_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_requests" ADD CONSTRAINT "manager_requests_submit_user_id_users_id_fk" FOREIGN KEY ("submit_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_contact_document_id_contact_documents_id_fk" FOREIGN KEY ("contact_document_id") REFERENCES "public"."contact_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_company_id_companies_id_fk" FOREIGN KEY ("invited_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_partner_requests" ADD CONSTRAINT "missing_partner_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_partner_requests" ADD CONSTRAINT "missing_partner_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_partner_group_id_partner_groups_id_fk" FOREIGN KEY ("partner_group_id") REFERENCES "public"."partner_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_queue" ADD CONSTRAINT "registration_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_queue" ADD CONSTRAINT "registration_queue_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_queue" ADD CONSTRAINT "registration_queue_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_unique" ON "companies" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_domain_idx" ON "companies" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_unique" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_token_hash_unique" ON "refresh_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_sessions_family_idx" ON "refresh_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_idx" ON "refresh_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbound_emails_status_idx" ON "outbound_emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "departments_company_idx" ON "departments" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "departments_name_lower_idx" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "communities_name_lower_idx" ON "communities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "communities_type_idx" ON "communities" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "communities_sponsor_idx" ON "communities" USING btree ("sponsor_company_id");--> statement-breakpoint
CREATE INDEX "group_documents_community_idx" ON "group_documents" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "group_documents_company_idx" ON "group_documents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "group_relations_company_idx" ON "group_relations" USING btree ("company_id","is_active");--> statement-breakpoint
CREATE INDEX "group_relations_document_idx" ON "group_relations" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_user_access_unique" ON "group_user_access" USING btree ("community_id","user_id");--> statement-breakpoint
CREATE INDEX "group_user_access_user_idx" ON "group_user_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_user_access_relation_idx" ON "group_user_access" USING btree ("relation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_groups_community_unique" ON "partner_groups" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_groups_vhost_unique" ON "partner_groups" USING btree (lower("vhost"));--> statement-breakpoint
CREATE INDEX "contact_documents_company_idx" ON "contact_documents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contact_documents_name_lower_idx" ON "contact_documents" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "doc_linkages_parent_idx" ON "doc_linkages" USING btree ("parent_document_id","sort_order");--> statement-breakpoint
CREATE INDEX "doc_linkages_child_idx" ON "doc_linkages" USING btree ("contact_document_id");--> statement-breakpoint
CREATE INDEX "document_departments_department_idx" ON "document_departments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "document_files_document_idx" ON "document_files" USING btree ("contact_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_managers_version_type_unique" ON "document_managers" USING btree ("version_id","user_type");--> statement-breakpoint
CREATE INDEX "document_managers_user_idx" ON "document_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_notes_document_idx" ON "document_notes" USING btree ("contact_document_id");--> statement-breakpoint
CREATE INDEX "document_requirements_version_idx" ON "document_requirements" USING btree ("version_id","section","sort_order");--> statement-breakpoint
CREATE INDEX "document_requirements_requirement_idx" ON "document_requirements" USING btree ("requirement_id");--> statement-breakpoint
CREATE INDEX "document_tags_version_idx" ON "document_tags" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "document_tags_tag_lower_idx" ON "document_tags" USING btree (lower("tag"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_unique" ON "document_versions" USING btree ("contact_document_id","version_number");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_slug_unique" ON "email_templates" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "document_views_created_idx" ON "document_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "document_views_document_idx" ON "document_views" USING btree ("contact_document_id");--> statement-breakpoint
CREATE INDEX "saved_search_results_search_idx" ON "saved_search_results" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_created_idx" ON "saved_searches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_customer_data_case_idx" ON "case_customer_data" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_customer_data_purge_idx" ON "case_customer_data" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_files_case_idx" ON "case_files" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_notes_created_idx" ON "case_notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "case_responses_case_idx" ON "case_responses" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_token_unique" ON "cases" USING btree ("token");--> statement-breakpoint
CREATE INDEX "cases_submit_company_idx" ON "cases" USING btree ("submit_company_id","created_at");--> statement-breakpoint
CREATE INDEX "cases_submit_user_idx" ON "cases" USING btree ("submit_user_id","created_at");--> statement-breakpoint
CREATE INDEX "cases_receiver_company_status_idx" ON "cases" USING btree ("receiver_company_id","status");--> statement-breakpoint
CREATE INDEX "cases_receiver_company_created_idx" ON "cases" USING btree ("receiver_company_id","created_at");--> statement-breakpoint
CREATE INDEX "cases_status_created_idx" ON "cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cases_created_idx" ON "cases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cases_document_idx" ON "cases" USING btree ("contact_document_id");--> statement-breakpoint
CREATE INDEX "manager_request_responses_request_idx" ON "manager_request_responses" USING btree ("manager_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_requests_token_unique" ON "manager_requests" USING btree ("token");--> statement-breakpoint
CREATE INDEX "manager_requests_case_idx" ON "manager_requests" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "change_requests_company_idx" ON "change_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_company_idx" ON "invites" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "missing_partner_requests_created_idx" ON "missing_partner_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_sessions_token_hash_unique" ON "onboarding_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_status_idx" ON "onboarding_sessions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_email_idx" ON "onboarding_sessions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "registration_queue_user_unique" ON "registration_queue" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registration_queue_company_idx" ON "registration_queue" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "registration_queue_status_idx" ON "registration_queue" USING btree ("status","created_at");