CREATE TABLE "case_submission_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_digest" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_submission_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "case_submission_keys" ADD CONSTRAINT "case_submission_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_submission_keys_created_idx" ON "case_submission_keys" USING btree ("created_at");