CREATE TABLE "business_policies" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"cancel_notice_hours" integer DEFAULT 24 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_policies_single_row" CHECK ("business_policies"."id" = 'default'),
	CONSTRAINT "business_policies_notice_range" CHECK ("business_policies"."cancel_notice_hours" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"from_slot_id" uuid NOT NULL,
	"to_slot_id" uuid NOT NULL,
	"hold_id" uuid,
	"price_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swimmer_progress" (
	"email" text NOT NULL,
	"swimmer_key" text NOT NULL,
	"swimmer_name" text NOT NULL,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swimmer_progress_email_swimmer_key_pk" PRIMARY KEY("email","swimmer_key")
);
--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "lesson_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "ics_uid" text;--> statement-breakpoint
-- Lessons booked before this column keep the UID their invites were sent with.
UPDATE "booking_slots" SET "ics_uid" = "booking_id"::text || '.' || "slot_id"::text;--> statement-breakpoint
ALTER TABLE "booking_slots" ALTER COLUMN "ics_uid" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lesson_change_id" uuid;--> statement-breakpoint
ALTER TABLE "lesson_changes" ADD CONSTRAINT "lesson_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_changes" ADD CONSTRAINT "lesson_changes_from_slot_id_time_slots_id_fk" FOREIGN KEY ("from_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_changes" ADD CONSTRAINT "lesson_changes_to_slot_id_time_slots_id_fk" FOREIGN KEY ("to_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_changes" ADD CONSTRAINT "lesson_changes_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_token_uq" ON "family_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_links_expires_idx" ON "family_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "family_sessions_email_idx" ON "family_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "family_sessions_expires_idx" ON "family_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lesson_changes_booking_idx" ON "lesson_changes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "lesson_changes_hold_idx" ON "lesson_changes" USING btree ("hold_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lesson_change_id_lesson_changes_id_fk" FOREIGN KEY ("lesson_change_id") REFERENCES "public"."lesson_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_lesson_uq" ON "booking_slots" USING btree ("lesson_id");--> statement-breakpoint
INSERT INTO "business_policies" ("id") VALUES ('default') ON CONFLICT DO NOTHING;