CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_email" text NOT NULL,
	"kind" text NOT NULL,
	"lessons" integer NOT NULL,
	"lot_id" uuid NOT NULL,
	"lesson_type" text,
	"level" text,
	"expires_at" timestamp with time zone,
	"booking_id" uuid,
	"lesson_id" uuid,
	"package_purchase_id" uuid,
	"reason" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_lessons_nonzero" CHECK ("credit_entries"."lessons" <> 0),
	CONSTRAINT "credit_entries_kind" CHECK ("credit_entries"."kind" in ('package', 'spend', 'return', 'cancellation', 'weather', 'adjustment')),
	CONSTRAINT "credit_entries_lot_has_expiry" CHECK (("credit_entries"."lot_id" <> "credit_entries"."id") or ("credit_entries"."expires_at" is not null and "credit_entries"."lessons" > 0))
);
--> statement-breakpoint
CREATE TABLE "lesson_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lesson_type" text NOT NULL,
	"level" text,
	"lessons" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"months_valid" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_packages_lessons_range" CHECK ("lesson_packages"."lessons" between 1 and 50),
	CONSTRAINT "lesson_packages_price_nonnegative" CHECK ("lesson_packages"."price_cents" >= 0),
	CONSTRAINT "lesson_packages_months_range" CHECK ("lesson_packages"."months_valid" between 1 and 24)
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"lesson_type" text NOT NULL,
	"level" text,
	"lessons" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"months_valid" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"idempotency_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_with_credits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_policies" ADD COLUMN "cancel_refund_as" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_policies" ADD COLUMN "credit_months_valid" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "package_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_package_purchase_id_package_purchases_id_fk" FOREIGN KEY ("package_purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_lesson_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lesson_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_family_idx" ON "credit_entries" USING btree ("family_email","created_at");--> statement-breakpoint
CREATE INDEX "credit_entries_lot_idx" ON "credit_entries" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "credit_entries_lesson_idx" ON "credit_entries" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_package_uq" ON "credit_entries" USING btree ("package_purchase_id") WHERE "credit_entries"."kind" = 'package';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_lesson_lot_uq" ON "credit_entries" USING btree ("lesson_id","lot_id","kind") WHERE "credit_entries"."kind" in ('spend', 'return');--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_lesson_credit_uq" ON "credit_entries" USING btree ("lesson_id") WHERE "credit_entries"."kind" in ('cancellation', 'weather');--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_idempotency_uq" ON "package_purchases" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "package_purchases_email_idx" ON "package_purchases" USING btree ("customer_email");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_purchase_id_package_purchases_id_fk" FOREIGN KEY ("package_purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_package_purchase_uq" ON "payments" USING btree ("package_purchase_id");--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_refund_as" CHECK ("business_policies"."cancel_refund_as" in ('refund', 'credit'));--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_credit_months_range" CHECK ("business_policies"."credit_months_valid" between 1 and 24);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_for_something" CHECK (("payments"."booking_id" is null) <> ("payments"."package_purchase_id" is null));