CREATE TABLE "instructor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"instructor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"instructor_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_attendance" (
	"lesson_id" uuid NOT NULL,
	"swimmer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"instructor_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_attendance_lesson_id_swimmer_id_pk" PRIMARY KEY("lesson_id","swimmer_id"),
	CONSTRAINT "lesson_attendance_status" CHECK ("lesson_attendance"."status" in ('attended', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "lesson_progress_reports" (
	"lesson_id" uuid PRIMARY KEY NOT NULL,
	"instructor_id" uuid NOT NULL,
	"milestones_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestone_signoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"swimmer_key" text NOT NULL,
	"swimmer_name" text NOT NULL,
	"milestone_id" text NOT NULL,
	"level_id" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"swimmer_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"base_zip" text DEFAULT '20001' NOT NULL,
	"service_radius_km" integer DEFAULT 50 NOT NULL,
	"road_factor_percent" integer DEFAULT 130 NOT NULL,
	"average_speed_kmh" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 5 NOT NULL,
	"fee_bands" jsonb DEFAULT '[{"upToKm":10,"feeCents":0},{"upToKm":25,"feeCents":1000},{"upToKm":50,"feeCents":2000}]'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_settings_single_row" CHECK ("travel_settings"."id" = 'default'),
	CONSTRAINT "travel_settings_radius_range" CHECK ("travel_settings"."service_radius_km" between 1 and 200),
	CONSTRAINT "travel_settings_road_factor_range" CHECK ("travel_settings"."road_factor_percent" between 100 and 300),
	CONSTRAINT "travel_settings_speed_range" CHECK ("travel_settings"."average_speed_kmh" between 5 and 120),
	CONSTRAINT "travel_settings_buffer_range" CHECK ("travel_settings"."buffer_minutes" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pool_street" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pool_city" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pool_state" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pool_zip" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pool_venue_id" uuid;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "home_zip" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "work_start_minutes" integer DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "work_end_minutes" integer DEFAULT 1140 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_requests" ADD COLUMN "pool_street" text;--> statement-breakpoint
ALTER TABLE "lesson_requests" ADD COLUMN "pool_city" text;--> statement-breakpoint
ALTER TABLE "lesson_requests" ADD COLUMN "pool_state" text;--> statement-breakpoint
ALTER TABLE "lesson_requests" ADD COLUMN "pool_zip" text;--> statement-breakpoint
ALTER TABLE "lesson_requests" ADD COLUMN "pool_venue_id" uuid;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "instructor_links" ADD CONSTRAINT "instructor_links_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_sessions" ADD CONSTRAINT "instructor_sessions_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_swimmer_id_booking_swimmers_id_fk" FOREIGN KEY ("swimmer_id") REFERENCES "public"."booking_swimmers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress_reports" ADD CONSTRAINT "lesson_progress_reports_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_signoffs" ADD CONSTRAINT "milestone_signoffs_swimmer_id_booking_swimmers_id_fk" FOREIGN KEY ("swimmer_id") REFERENCES "public"."booking_swimmers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_signoffs" ADD CONSTRAINT "milestone_signoffs_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_links_token_uq" ON "instructor_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "instructor_links_expires_idx" ON "instructor_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "instructor_sessions_expires_idx" ON "instructor_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_signoffs_swimmer_uq" ON "milestone_signoffs" USING btree ("email","swimmer_key","milestone_id");--> statement-breakpoint
CREATE INDEX "milestone_signoffs_lesson_idx" ON "milestone_signoffs" USING btree ("lesson_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pool_venue_id_venues_id_fk" FOREIGN KEY ("pool_venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_requests" ADD CONSTRAINT "lesson_requests_pool_venue_id_venues_id_fk" FOREIGN KEY ("pool_venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;