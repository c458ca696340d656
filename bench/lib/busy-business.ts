/**
 * Two years of a busy business for the reports' benchmark: 10 instructors, about 50,000 lessons (each its own
 * booking, paid by card, most attended, some cancelled or missed), refunds, packages and credits, waitlist offers,
 * leads, requests and about 200,000 site events, written with set-based SQL in a few statements.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

export const DAYS = 730;
const INSTRUCTORS = 10;

/** Two years of business, written in a few statements. Lesson times: 7 a day per instructor, 9:00 to 16:00. */
export async function generateBusyBusiness(db: Database) {
  const statements = [
    sql`insert into instructors (name, specialty, home_zip, pay_basis, pay_rate_cents)
      select 'Instructor ' || i, 'All levels', (array['20001','20815','22201','20910','22101'])[1 + i % 5],
        case when i % 2 = 0 then 'per_lesson' else 'per_hour' end, 4000 + i * 100
      from generate_series(1, ${INSTRUCTORS}) i`,
    sql`insert into venues (name, pool_type) values ('Home pool', 'home_pool')`,
    sql`insert into lesson_packages (name, lesson_type, lessons, price_cents, months_valid)
      values ('Four privates', 'private', 4, 20000, 6)`,
    // ~51,000 times; 1 in 12 stays unbooked.
    sql`insert into time_slots (start_time, end_time, instructor_id, venue_id, capacity, lesson_type, base_price_cents)
      select t, t + interval '45 minutes', i.id, (select id from venues limit 1), 1, 'private', 5500
      from instructors i, generate_series(1, ${DAYS}) d, generate_series(0, 6) h,
        lateral (select ((current_date - d) + time '09:00' + h * interval '1 hour') at time zone 'America/New_York' as t) x`,
    sql`create temporary table bench_lessons as
      select s.id as slot_id, s.start_time, s.instructor_id, gen_random_uuid() as booking_id,
        gen_random_uuid() as lesson_id, gen_random_uuid() as swimmer_id,
        (abs(hashtext(s.id::text)) % 3000) as family, random() as outcome
      from time_slots s where abs(hashtext(s.id::text || 'b')) % 12 <> 0`,
    sql`insert into bookings (id, reference, status, lesson_type, swimmers_count, customer_name, customer_email,
        emergency_name, emergency_phone, subtotal_cents, travel_fees_cents, add_ons_cents, discount_cents, taxes_cents,
        total_cents, access_token_hash, confirmed_at, created_at, pool_zip, pool_street)
      select booking_id, 'BK-' || booking_id::text, 'confirmed', 'private', 1, 'Family ' || family,
        'family' || family || '@example.com', 'Contact', '(202) 555-0100', 5500, 0, 0, 0, 440, 5940, md5(booking_id::text),
        start_time - (1 + family % 9) * interval '1 day', start_time - (1 + family % 9) * interval '1 day',
        (array['20001','20815','22201','20910','22101','20016','22209','20814'])[1 + family % 8], family || ' Main St'
      from bench_lessons`,
    sql`insert into booking_slots (booking_id, slot_id, seats, price_cents, lesson_id, ics_uid, cancelled_at, cancel_reason)
      select booking_id, slot_id, 1, 5500, lesson_id, booking_id || '.' || slot_id,
        case when outcome < 0.1 then start_time - interval '1 day' end,
        case when outcome < 0.05 then 'Cancelled by the family' when outcome < 0.08 then 'Cancelled for weather'
          when outcome < 0.1 then 'Pool closed' end
      from bench_lessons`,
    sql`insert into booking_swimmers (id, booking_id, position, name, email, age_group, level, experience_level)
      select swimmer_id, booking_id, 0, 'Swimmer', 'family' || family || '@example.com', 'child', 'guppy', 'beginner'
      from bench_lessons`,
    sql`insert into lesson_attendance (lesson_id, swimmer_id, status, instructor_id)
      select lesson_id, swimmer_id, case when outcome < 0.14 then 'no_show' else 'attended' end, instructor_id
      from bench_lessons where outcome >= 0.1 and start_time < now()`,
    sql`insert into payments (booking_id, gateway, intent_id, amount_cents, status, created_at)
      select booking_id, 'test', 'pi_' || booking_id, 5940, 'succeeded', start_time - (1 + family % 9) * interval '1 day'
      from bench_lessons`,
    sql`insert into refunds (booking_id, intent_id, amount_cents, reason, idempotency_key, status, created_at)
      select booking_id, 'pi_' || booking_id, 5940, 'Cancelled with notice', 'refund-' || booking_id, 'sent',
        start_time - interval '1 day'
      from bench_lessons where outcome < 0.06`,
    sql`insert into package_purchases (id, package_id, customer_name, customer_email, lesson_type, lessons, price_cents,
        months_valid, status, idempotency_key, paid_at, created_at)
      select gen_random_uuid(), (select id from lesson_packages limit 1), 'Family ' || n, 'family' || n || '@example.com',
        'private', 4, 20000, 6, 'paid', 'pp-' || n, now() - (n % ${DAYS}) * interval '1 day', now() - (n % ${DAYS}) * interval '1 day'
      from generate_series(1, 2000) n`,
    sql`insert into credit_entries (id, lot_id, family_email, kind, lessons, lesson_type, expires_at, actor, created_at,
        package_purchase_id)
      select p.id, p.id, p.customer_email, 'package', 4, 'private', p.paid_at + interval '6 months', 'bench', p.paid_at, p.id
      from package_purchases p`,
    sql`insert into credit_entries (lot_id, family_email, kind, lessons, actor, created_at)
      select p.id, p.customer_email, 'spend', -1, 'bench', p.paid_at + k * interval '9 days'
      from package_purchases p, generate_series(1, 3) k where p.paid_at + k * interval '9 days' < now()`,
    sql`insert into waitlist_entries (kind, slot_id, name, email, swimmers, lesson_type, leave_token_hash)
      select 'time', slot_id, 'Family ' || family, 'w' || family || '@example.com', 1, 'private', md5(slot_id::text)
      from bench_lessons where outcome > 0.98`,
    sql`insert into waitlist_offers (entry_id, slot_id, token_hash, status, expires_at, offered_by, created_at)
      select e.id, e.slot_id, md5(e.id::text), case when random() < 0.5 then 'claimed' else 'lapsed' end,
        s.start_time - interval '1 day', 'system', s.start_time - interval '2 days'
      from waitlist_entries e join time_slots s on s.id = e.slot_id`,
    sql`insert into leads (email, name, resource, source, created_at)
      select 'lead' || n || '@example.com', 'Lead', 'water-safety-checklist',
        (array['google','instagram','direct'])[1 + n % 3], now() - (n % ${DAYS}) * interval '1 day'
      from generate_series(1, 5000) n`,
    sql`insert into lesson_requests (request_code, idempotency_key, lesson_type, swimmers, dates, first_name, last_name,
        email, phone, created_at)
      select 'REQ-' || n, 'req-' || n, 'private', 1, '[]'::jsonb, 'R', 'Q', 'r' || n || '@example.com', '(202) 555-0100',
        now() - (n % ${DAYS}) * interval '1 day'
      from generate_series(1, 5000) n`,
    // 100 visits a day, each a start and a scroll; some sign up, ask or book.
    sql`insert into analytics_events (session_id, client_event_id, name, path, device_class, occurred_at, received_at,
        data, variants)
      select 's' || d || '-' || v, 's' || d || '-' || v || '-' || e, ev.name, '/', 'mobile', at, at, ev.data,
        jsonb_build_object('heroHeadline', (array['first-lesson','at-your-pool','confidence'])[1 + v % 3],
          'bookingFlow', (array['standard','urgency','testimonial'])[1 + (v / 3) % 3])
      from generate_series(1, ${DAYS}) d, generate_series(1, 100) v, generate_series(0, 2) e,
        lateral (select now() - d * interval '1 day' + v * interval '5 minutes' as at) t,
        lateral (select case e when 0 then 'session_start' when 1 then 'scroll_depth'
          else (array['lead_magnet_submitted','request_sent','conversion','scroll_depth'])[1 + v % 4] end as name,
          case e when 0 then jsonb_build_object('source', (array['google','google','instagram','direct'])[1 + v % 4])
            else null end as data) ev
      where e < 2 or v % 5 = 0`,
    sql`drop table bench_lessons`,
    sql`analyze`,
  ];
  for (const statement of statements) await db.execute(statement);
  const count = async (table: string) =>
    Number(
      (
        (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  return { lessons: await count('booking_slots'), events: await count('analytics_events') };
}
