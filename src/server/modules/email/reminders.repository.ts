/**
 * The keys of the emails sent ahead of a lesson (the family's reminder, the instructor's notice of a first lesson),
 * and which of them are queued already. The lessons themselves are the ledger's to find (EmailSources).
 */
import { like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { escapeLike } from '../../db/like';

/**
 * The key of a lesson's reminder: one per lesson time and invite revision. A lesson moved to another slot is
 * reminded at its new time; one moved away and back (a higher SEQUENCE) is reminded again; a lesson never moved
 * keeps the key reminders had before lessons could move.
 */
export const reminderKey = (bookingId: string, slotId: string, sequence: number) =>
  `reminder:${bookingId}.${slotId}${sequence > 0 ? `.${sequence}` : ''}`;

/**
 * Every reminder of the lessons of a booking at a slot, whatever their revision, the lesson's and the one to sign
 * what is missing: the prefixes to withdraw them.
 */
export const slotRemindersPrefixes = (bookingId: string, slotId: string) => [
  `reminder:${bookingId}.${slotId}`,
  `documents_reminder:${bookingId}.${slotId}`,
];

/** Every message due ahead of a booking's lessons: the prefixes to withdraw them when none will happen. */
export const bookingRemindersPrefixes = (bookingId: string) => [
  `reminder:${bookingId}.`,
  `documents_reminder:${bookingId}.`,
  `instructor_notice:${bookingId}.`,
];

/** Of these message keys, those with a message already in the outbox (each row's key is the message key, ':' and more). */
export async function queuedMessageKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const queued = new Set<string>();
  // In batches, so one statement never grows past a few hundred patterns.
  for (let i = 0; i < keys.length; i += 200) {
    const batch = keys.slice(i, i + 200);
    const rows = await db
      .select({ key: outbox.dedupeKey })
      .from(outbox)
      .where(or(...batch.map((key) => like(outbox.dedupeKey, `${escapeLike(key)}:%`))));
    for (const key of batch) if (rows.some((r) => r.key.startsWith(`${key}:`))) queued.add(key);
  }
  return queued;
}
