CREATE TABLE "report_drive_legs" (
	"day" date NOT NULL,
	"instructor_id" uuid NOT NULL,
	"from_zip" text,
	"to_zip" text,
	"times" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_lesson_days" (
	"day" date NOT NULL,
	"instructor_id" uuid NOT NULL,
	"published_minutes" integer DEFAULT 0 NOT NULL,
	"booked_minutes" integer DEFAULT 0 NOT NULL,
	"times_booked" integer DEFAULT 0 NOT NULL,
	"times_taught" integer DEFAULT 0 NOT NULL,
	"times_no_show" integer DEFAULT 0 NOT NULL,
	"times_not_recorded" integer DEFAULT 0 NOT NULL,
	"minutes_there" integer DEFAULT 0 NOT NULL,
	"lessons_booked" integer DEFAULT 0 NOT NULL,
	"lessons_taught" integer DEFAULT 0 NOT NULL,
	"lessons_no_show" integer DEFAULT 0 NOT NULL,
	"cancelled_family" integer DEFAULT 0 NOT NULL,
	"cancelled_owner" integer DEFAULT 0 NOT NULL,
	"cancelled_weather" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_lesson_days_day_instructor_id_pk" PRIMARY KEY("day","instructor_id")
);
--> statement-breakpoint
CREATE TABLE "report_rolled_days" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_rolled_days_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "report_stale_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_stale_days_kind" CHECK ("report_stale_days"."kind" in ('lessons', 'visits'))
);
--> statement-breakpoint
CREATE TABLE "report_visit_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"experiment" text DEFAULT '' NOT NULL,
	"grp" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_visit_days_day_kind_experiment_grp_pk" PRIMARY KEY("day","kind","experiment","grp"),
	CONSTRAINT "report_visit_days_kind" CHECK ("report_visit_days"."kind" in ('day', 'source', 'variant'))
);
--> statement-breakpoint
CREATE INDEX "report_drive_legs_day_idx" ON "report_drive_legs" USING btree ("day");--> statement-breakpoint
-- Every change to what the reports sum marks the New York day it belongs to (the business's zone, DEFAULT_TIME_ZONE):
-- statement triggers over the changed rows, so one marking per statement, whatever path wrote it. Deletes of
-- attendance and site events are not marked: only retention deletes them, and the sums outlive them.
CREATE FUNCTION report_mark_slot_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_stale_days (kind, day)
      SELECT DISTINCT 'lessons', (start_time AT TIME ZONE 'America/New_York')::date FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_stale_days (kind, day)
      SELECT DISTINCT 'lessons', (start_time AT TIME ZONE 'America/New_York')::date
      FROM (SELECT start_time FROM old_rows UNION ALL SELECT start_time FROM new_rows) changed;
  ELSE
    INSERT INTO report_stale_days (kind, day)
      SELECT DISTINCT 'lessons', (start_time AT TIME ZONE 'America/New_York')::date FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_slots_inserted AFTER INSERT ON time_slots REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_slot_days();
--> statement-breakpoint
CREATE TRIGGER report_slots_updated AFTER UPDATE ON time_slots REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_slot_days();
--> statement-breakpoint
CREATE TRIGGER report_slots_deleted AFTER DELETE ON time_slots REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_slot_days();
--> statement-breakpoint
CREATE FUNCTION report_mark_lesson_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_stale_days (kind, day)
      SELECT DISTINCT 'lessons', (s.start_time AT TIME ZONE 'America/New_York')::date
      FROM new_rows n JOIN time_slots s ON s.id = n.slot_id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_stale_days (kind, day)
      SELECT DISTINCT 'lessons', (s.start_time AT TIME ZONE 'America/New_York')::date
      FROM old_rows o JOIN time_slots s ON s.id = o.slot_id;
  ELSE
    -- A move changes the lesson's time: both days.
    INSERT INTO report_stale_days (kind, day)
      SELECT DISTINCT 'lessons', (s.start_time AT TIME ZONE 'America/New_York')::date
      FROM (SELECT slot_id FROM old_rows UNION SELECT slot_id FROM new_rows) n JOIN time_slots s ON s.id = n.slot_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_lessons_inserted AFTER INSERT ON booking_slots REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_lesson_days();
--> statement-breakpoint
CREATE TRIGGER report_lessons_updated AFTER UPDATE ON booking_slots REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_lesson_days();
--> statement-breakpoint
-- No path deletes a lesson today; a hand-run fix that does still reaches the sums.
CREATE TRIGGER report_lessons_deleted AFTER DELETE ON booking_slots REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_lesson_days();
--> statement-breakpoint
CREATE FUNCTION report_mark_booking_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what the sums read: whether the booking counts, and the pool its lessons are at.
  INSERT INTO report_stale_days (kind, day)
    SELECT DISTINCT 'lessons', (s.start_time AT TIME ZONE 'America/New_York')::date
    FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN booking_slots bs ON bs.booking_id = n.id JOIN time_slots s ON s.id = bs.slot_id
    WHERE (o.status, o.confirmed_at, o.pool_zip, o.pool_venue_id)
      IS DISTINCT FROM (n.status, n.confirmed_at, n.pool_zip, n.pool_venue_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_bookings_updated AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_booking_days();
--> statement-breakpoint
CREATE FUNCTION report_mark_attendance_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_stale_days (kind, day)
    SELECT DISTINCT 'lessons', (s.start_time AT TIME ZONE 'America/New_York')::date
    FROM new_rows n JOIN booking_slots bs ON bs.lesson_id = n.lesson_id JOIN time_slots s ON s.id = bs.slot_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_attendance_inserted AFTER INSERT ON lesson_attendance REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_attendance_days();
--> statement-breakpoint
CREATE TRIGGER report_attendance_updated AFTER UPDATE ON lesson_attendance REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_attendance_days();
--> statement-breakpoint
CREATE FUNCTION report_mark_venue_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A pool's ZIP is where its lessons' drives end.
  INSERT INTO report_stale_days (kind, day)
    SELECT DISTINCT 'lessons', (s.start_time AT TIME ZONE 'America/New_York')::date
    FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN time_slots s ON s.venue_id = n.id
    WHERE o.zip IS DISTINCT FROM n.zip
    UNION
    SELECT 'lessons', (s.start_time AT TIME ZONE 'America/New_York')::date
    FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN bookings b ON b.pool_venue_id = n.id JOIN booking_slots bs ON bs.booking_id = b.id
      JOIN time_slots s ON s.id = bs.slot_id
    WHERE o.zip IS DISTINCT FROM n.zip;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_venues_updated AFTER UPDATE ON venues REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_venue_days();
--> statement-breakpoint
CREATE FUNCTION report_mark_visit_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A visit belongs to the day it began, which a later batch of it does not change.
  INSERT INTO report_stale_days (kind, day)
    SELECT DISTINCT 'visits', (min(e.received_at) AT TIME ZONE 'America/New_York')::date
    FROM analytics_events e WHERE e.session_id IN (SELECT session_id FROM new_rows)
    GROUP BY e.session_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_visits_inserted AFTER INSERT ON analytics_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_visit_days();
--> statement-breakpoint
-- What was there before the rollups: every day is summed once.
INSERT INTO report_stale_days (kind, day)
  SELECT DISTINCT 'lessons', (start_time AT TIME ZONE 'America/New_York')::date FROM time_slots;
--> statement-breakpoint
INSERT INTO report_stale_days (kind, day)
  SELECT DISTINCT 'visits', (min(received_at) AT TIME ZONE 'America/New_York')::date
  FROM analytics_events GROUP BY session_id;
