CREATE TABLE "availability_busy_calendars" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "availability_busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "availability_busy_times_order" CHECK ("availability_busy_times"."ends_at" > "availability_busy_times"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "availability_busy_calendars" ADD CONSTRAINT "availability_busy_calendars_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_busy_times" ADD CONSTRAINT "availability_busy_times_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_busy_times_instructor_idx" ON "availability_busy_times" USING btree ("instructor_id","starts_at");