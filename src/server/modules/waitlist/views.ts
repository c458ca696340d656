/** Entries as families and the owner see them: rows to the contracts of core/api/waitlist.ts. */
import type { AdminWaitlistEntry, FamilyWaitlistEntry, WaitlistSlot } from '@core/api/waitlist';
import { describePreference, minutesClock } from '@core/api/waitlist';
import { isLessonTypeId, lessonTypeLabel } from '@core/catalog/lesson-types';
import type { Database } from '../../db/client';
import { preferenceOf } from './matching';
import * as repo from './repository';

type Row = Awaited<ReturnType<typeof repo.activeEntriesWithOffers>>[number];

export const slotView = (s: repo.SlotFacts): WaitlistSlot => ({
  id: s.id,
  startTime: s.startTime.toISOString(),
  endTime: s.endTime.toISOString(),
  instructorName: s.instructorName,
  venueName: s.venueName,
});

/** A preference in words and fields; null for a time entry. */
export function preferenceView(entry: repo.EntryRow) {
  if (entry.kind !== 'preference') return null;
  const p = preferenceOf(entry);
  const windowStart = minutesClock(p.windowStartMinutes);
  const windowEnd = minutesClock(p.windowEndMinutes);
  return {
    weekdays: [...p.weekdays].sort((a, b) => a - b),
    windowStart,
    windowEnd,
    timeZone: p.timeZone,
    description: describePreference({
      lessonTypeLabel: lessonTypeLabel(entry.lessonType),
      weekdays: p.weekdays,
      windowStart,
      windowEnd,
      timeZone: p.timeZone,
    }),
  };
}

/** The times the rows name (waited for, or offered), by id. */
export async function slotsOf(db: Database, rows: readonly Row[]) {
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.entry.slotId) ids.add(r.entry.slotId);
    if (r.offer) ids.add(r.offer.slotId);
  }
  return new Map((await repo.slotFacts(db, [...ids])).map((s) => [s.id, s]));
}

export function familyEntryView(row: Row, slots: Map<string, repo.SlotFacts>): FamilyWaitlistEntry {
  const { entry, offer } = row;
  const slot = entry.slotId ? slots.get(entry.slotId) : undefined;
  const offered = offer ? slots.get(offer.slotId) : undefined;
  return {
    id: entry.id,
    kind: entry.kind === 'time' ? 'time' : 'preference',
    status: entry.status === 'offered' ? 'offered' : 'waiting',
    lessonType: isLessonTypeId(entry.lessonType) ? entry.lessonType : 'private',
    level: entry.level,
    swimmers: entry.swimmers,
    slot: slot ? slotView(slot) : null,
    preference: preferenceView(entry),
    offer:
      offer && offered
        ? {
            id: offer.id,
            slot: slotView(offered),
            seats: entry.swimmers,
            expiresAt: offer.expiresAt.toISOString(),
            offeredBy: offer.offeredBy,
          }
        : null,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function adminEntryView(
  row: Row,
  slots: Map<string, repo.SlotFacts>,
  place: number,
): AdminWaitlistEntry {
  const { slot: _slot, ...family } = familyEntryView(row, slots);
  return {
    ...family,
    position: row.entry.position,
    place,
    name: row.entry.name,
    email: row.entry.email,
    slotId: row.entry.slotId,
  };
}
