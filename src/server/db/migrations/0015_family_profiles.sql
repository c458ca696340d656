CREATE TABLE "family_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"label" text NOT NULL,
	"place" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_profiles" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text,
	"phone" text,
	"emergency_name" text,
	"emergency_phone" text,
	"emergency_relationship" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_swimmers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" text,
	"age_group" text NOT NULL,
	"level" text,
	"experience_level" text,
	"goals" text,
	"health_considerations" text,
	"previous_experience" text,
	"fears" text,
	"preferences" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "family_places_email_idx" ON "family_places" USING btree ("email");--> statement-breakpoint
CREATE INDEX "family_swimmers_email_idx" ON "family_swimmers" USING btree ("email");