ALTER TABLE "instructors" ADD COLUMN "pay_basis" text DEFAULT 'per_lesson' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "pay_rate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_settings" ADD COLUMN "mileage_rate_cents" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_idx" ON "bookings" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "credit_entries_created_idx" ON "credit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lesson_requests_created_idx" ON "lesson_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_created_idx" ON "waitlist_offers" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_pay_basis" CHECK ("instructors"."pay_basis" in ('per_lesson', 'per_hour'));--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_pay_rate_range" CHECK ("instructors"."pay_rate_cents" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "travel_settings" ADD CONSTRAINT "travel_settings_mileage_rate_range" CHECK ("travel_settings"."mileage_rate_cents" between 0 and 1000);