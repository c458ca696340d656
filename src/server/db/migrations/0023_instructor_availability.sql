CREATE TABLE "availability_approvals" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"needs_approval" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"hours" jsonb NOT NULL,
	"lesson_types" jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"max_lessons_per_day" integer,
	"max_drive_minutes" integer,
	"status" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_plans_status" CHECK ("availability_plans"."status" in ('approved', 'pending', 'declined')),
	CONSTRAINT "availability_plans_set_by" CHECK ("availability_plans"."set_by" in ('instructor', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "availability_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_time_off_order" CHECK ("availability_time_off"."to_day" >= "availability_time_off"."from_day")
);
--> statement-breakpoint
ALTER TABLE "availability_approvals" ADD CONSTRAINT "availability_approvals_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_plans" ADD CONSTRAINT "availability_plans_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_time_off" ADD CONSTRAINT "availability_time_off_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_plans_instructor_idx" ON "availability_plans" USING btree ("instructor_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_plans_one_waiting_uq" ON "availability_plans" USING btree ("instructor_id") WHERE "availability_plans"."status" in ('pending', 'declined');--> statement-breakpoint
CREATE UNIQUE INDEX "availability_plans_one_per_day_uq" ON "availability_plans" USING btree ("instructor_id","effective_from") WHERE "availability_plans"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "availability_time_off_instructor_idx" ON "availability_time_off" USING btree ("instructor_id","to_day");