CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"client_event_id" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"device_class" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_once" ON "analytics_events" USING btree ("session_id","client_event_id");--> statement-breakpoint
CREATE INDEX "analytics_events_name_at_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");