CREATE TABLE "consent_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"text_sha256" text NOT NULL,
	"required_when" text NOT NULL,
	"published_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"email" text NOT NULL,
	"swimmer_id" uuid,
	"swimmer_name" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_role" text NOT NULL,
	"text_sha256" text NOT NULL,
	"network_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_consent_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."consent_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_kind_version" ON "consent_documents" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "document_signatures_email_idx" ON "document_signatures" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_once" ON "document_signatures" USING btree ("document_id","email","swimmer_id");