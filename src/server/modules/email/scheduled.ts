/**
 * Messages due by the clock rather than by an event: the customer's reminder 24 hours before each lesson, the
 * instructor's notice 48 hours before a customer's first lesson with them, and the family's reminder 48 hours before
 * a lesson to sign what is still missing. Each run looks for lessons entering the
 * window that have no message queued yet, so the state lives in the outbox and survives restarts; `now` is a
 * parameter so tests control the clock.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import type { EmailSources } from '../../contracts/email-views';
import type { Database } from '../../db/client';
import { queueMessages, templateContext } from './outgoing';
import { queuedMessageKeys, reminderKey } from './reminders.repository';

const HOUR = 3_600_000;
export const REMINDER_HOURS_BEFORE = 24;
export const INSTRUCTOR_NOTICE_HOURS_BEFORE = 48;
/** At most this many messages of a kind are queued in one run; the next run takes the rest. */
const PER_RUN = 200;

/** The items whose message is not queued yet, at most PER_RUN of them, in the order given. */
async function notQueuedYet<T>(db: Database, items: T[], keyOf: (item: T) => string): Promise<T[]> {
  const queued = await queuedMessageKeys(db, items.map(keyOf));
  return items.filter((item) => !queued.has(keyOf(item))).slice(0, PER_RUN);
}

/**
 * Queues a reminder for every lesson of a confirmed booking that now starts within 24 hours and is not cancelled.
 * A reminder is keyed by the lesson's slot and invite revision, so a moved lesson is reminded at its new time.
 */
export async function queueLessonReminders(
  sources: EmailSources,
  db: Database,
  config: Config,
  now: Date,
): Promise<number> {
  const window = REMINDER_HOURS_BEFORE * HOUR;
  const due = await notQueuedYet(
    db,
    await sources.lessonsStartingBetween(db, now, new Date(now.getTime() + window), window),
    (l) => reminderKey(l.bookingId, l.slotId, l.sequence),
  );
  let queued = 0;
  for (const { bookingId, slotId, sequence } of due) {
    queued += await db.transaction(async (tx) => {
      // Read only while confirmed, under the booking's share lock: a cancellation in flight finishes first.
      const booking = await sources.confirmedBooking(tx, bookingId);
      const lesson = booking?.view.lessons.find((l) => l.slotId === slotId && !l.cancelled);
      if (!booking || !lesson) return 0;
      const reminder = {
        key: reminderKey(bookingId, slotId, sequence),
        to: booking.view.customerEmail,
        message: { kind: 'lesson_reminder' as const, data: { booking: booking.view, lesson } },
      };
      return queueMessages(sources, tx, config, [reminder], await templateContext(sources, tx, config, now));
    });
  }
  return queued;
}

/**
 * Queues a notice to each instructor whose first lesson with a customer (per booking) now starts within 48 hours,
 * so the instructor can call ahead. With no email on file for the instructor, the owner gets it to pass on.
 */
export async function queueInstructorNotices(
  sources: EmailSources,
  db: Database,
  config: Config,
  now: Date,
): Promise<number> {
  const noticeKey = (p: { bookingId: string; instructorId: string }) =>
    `instructor_notice:${p.bookingId}.${p.instructorId}`;
  const due = await notQueuedYet(
    db,
    await sources.firstLessonsWithInstructorBetween(
      db,
      now,
      new Date(now.getTime() + INSTRUCTOR_NOTICE_HOURS_BEFORE * HOUR),
    ),
    noticeKey,
  );
  let queued = 0;
  for (const { bookingId, instructorId } of due) {
    queued += await db.transaction(async (tx) => {
      // Read only while confirmed, under the booking's share lock: a cancellation in flight finishes first.
      const booking = await sources.confirmedBooking(tx, bookingId);
      if (!booking) return 0;
      const theirs = booking.lessons.filter((l) => l.instructorId === instructorId && !l.cancelled);
      const first = theirs[0];
      if (!first) return 0;
      const lessons = booking.view.lessons.filter((l) => theirs.some((t) => t.slotId === l.slotId));
      const notice = {
        key: noticeKey({ bookingId, instructorId }),
        to: first.instructorEmail ?? config.ownerEmail,
        replyTo: booking.view.customerEmail,
        message: {
          kind: 'instructor_notice' as const,
          data: { instructorName: first.instructorName, booking: booking.view, lessons },
        },
      };
      return queueMessages(sources, tx, config, [notice], await templateContext(sources, tx, config, now));
    });
  }
  return queued;
}

export const DOCUMENTS_REMINDER_HOURS_BEFORE = 48;

/**
 * Queues a reminder to sign for every lesson starting within 48 hours whose swimmers still miss a required document
 * (or signed one the owner has since replaced). Keyed by the lesson and what is missing, so a new version published
 * after one reminder asks again, and a family that has signed everything hears nothing.
 */
export async function queueDocumentReminders(
  sources: EmailSources,
  db: Database,
  config: Config,
  now: Date,
): Promise<number> {
  const window = DOCUMENTS_REMINDER_HOURS_BEFORE * HOUR;
  const lessons = await sources.lessonsStartingBetween(db, now, new Date(now.getTime() + window), 0);
  let queued = 0;
  for (const { bookingId, slotId, sequence } of lessons) {
    if (queued >= PER_RUN) break;
    queued += await db.transaction(async (tx) => {
      // Read only while confirmed, under the booking's share lock: a cancellation in flight finishes first.
      const booking = await sources.confirmedBooking(tx, bookingId);
      const lesson = booking?.view.lessons.find((l) => l.slotId === slotId && !l.cancelled);
      if (!booking || !lesson) return 0;
      const { customerEmail } = booking.view;
      const missing = await sources.documentsMissing(tx, customerEmail, booking.swimmers, bookingId);
      if (!missing.length) return 0;
      const what = createHash('sha256').update(JSON.stringify(missing)).digest('hex').slice(0, 12);
      const reminder = {
        key: `documents_reminder:${reminderKey(bookingId, slotId, sequence).slice('reminder:'.length)}.${what}`,
        to: customerEmail,
        message: { kind: 'documents_reminder' as const, data: { booking: booking.view, lesson, missing } },
      };
      return queueMessages(sources, tx, config, [reminder], await templateContext(sources, tx, config, now));
    });
  }
  return queued;
}
