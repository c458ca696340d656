CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"instructor_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_owner" CHECK (("calendar_feeds"."kind" = 'family' and "calendar_feeds"."email" is not null and "calendar_feeds"."instructor_id" is null) or ("calendar_feeds"."kind" = 'instructor' and "calendar_feeds"."instructor_id" is not null and "calendar_feeds"."email" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_family_uq" ON "calendar_feeds" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_instructor_uq" ON "calendar_feeds" USING btree ("instructor_id");