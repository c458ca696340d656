/** What the privacy module's retention asks of bookings: erasing old health notes, and which families still have lessons. */
import type { Database } from '../../../db/client';
import * as repo from './bookings.repository';

/** Erases swimmers' health notes and fears once their booking's last lesson is `days` days past; returns how many. */
export async function eraseOldSwimmerNotes(db: Database, days: number): Promise<number> {
  return repo.eraseSwimmerNotesAfterLastLesson(db, days);
}

/** Of these families' emails (lower-cased), those whose last lesson ended less than `days` days ago or is to come. */
export async function familiesWithLessonsWithin(
  db: Database,
  emails: readonly string[],
  days: number,
): Promise<Set<string>> {
  return repo.emailsWithLessonsWithin(db, emails, days);
}
