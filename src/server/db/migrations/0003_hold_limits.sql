ALTER TABLE "holds" ADD COLUMN "lineage_id" uuid;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "holds_client_address_idx" ON "holds" USING btree ("client_address","expires_at");--> statement-breakpoint
CREATE INDEX "holds_owner_token_idx" ON "holds" USING btree ("owner_token");