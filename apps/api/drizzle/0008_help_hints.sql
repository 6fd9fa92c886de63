CREATE TABLE "help_hints" (
	"id" serial PRIMARY KEY NOT NULL,
	"flag" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_hints_flag_unique" UNIQUE("flag")
);
