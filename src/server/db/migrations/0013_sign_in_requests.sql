CREATE TABLE "sign_in_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text NOT NULL,
	"email" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_requests_due_idx" ON "sign_in_requests" USING btree ("audience","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sign_in_requests_created_idx" ON "sign_in_requests" USING btree ("created_at");