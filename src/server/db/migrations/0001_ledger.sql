CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lesson_request_id" uuid;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "status" text DEFAULT 'redeemed' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_uq" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lesson_request_id_lesson_requests_id_fk" FOREIGN KEY ("lesson_request_id") REFERENCES "public"."lesson_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_lesson_request_uq" ON "bookings" USING btree ("lesson_request_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_id");--> statement-breakpoint
-- Bookings made by approving a request were tied to it by an idempotency key; they now point at it.
UPDATE "bookings" SET "lesson_request_id" = substring("idempotency_key" from 16)::uuid
  WHERE "idempotency_key" LIKE 'lesson-request:%' AND "lesson_request_id" IS NULL;--> statement-breakpoint
-- Refunds that were waiting to be sent become refund rows the sweeper retries.
INSERT INTO "refunds" ("booking_id", "intent_id", "amount_cents", "reason", "idempotency_key")
  SELECT "booking_id", "intent_id", "amount_cents" - "refunded_cents", 'Refund decided before the ledger', 'refund-' || "booking_id"
  FROM "payments" WHERE "status" = 'refund_pending' AND "amount_cents" > "refunded_cents"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "payments" SET "status" = 'succeeded' WHERE "status" = 'refund_pending';--> statement-breakpoint
-- Unpaid checkouts that were replaced or cancelled before payment were marked cancelled; they are voided.
UPDATE "bookings" SET "status" = 'voided' WHERE "status" = 'cancelled' AND "confirmed_at" IS NULL;
