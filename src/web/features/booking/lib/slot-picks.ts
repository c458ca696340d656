/**
 * Which lesson times can be added to the booking page's selection. One booking is one lesson type (the server
 * refuses a mix with LESSON_TYPE_MISMATCH), so once a time is picked, times of other types stay on screen but
 * cannot be added; unpicking the last time of that type frees the choice again.
 */
import type { TimeSlot } from '@core/api/calendar';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { MAX_SLOT_SELECTIONS, toggleSlotSelection } from '@core/rules/slots';

type PickedSlot = Pick<TimeSlot, 'id' | 'lessonType'>;

/** Why a time cannot be added now, or null when it can (a picked time can always be unpicked). */
type PickRefusal = { kind: 'full' } | { kind: 'other_type'; lessonType: LessonTypeId } | null;

/** The lesson type the picked times commit the booking to; null while nothing is picked. */
export function pickedLessonType(picked: readonly PickedSlot[]): LessonTypeId | null {
  return picked[0]?.lessonType ?? null;
}

export function pickRefusal(slot: PickedSlot, picked: readonly PickedSlot[]): PickRefusal {
  if (picked.some((p) => p.id === slot.id)) return null;
  const lessonType = pickedLessonType(picked);
  if (lessonType && slot.lessonType !== lessonType) return { kind: 'other_type', lessonType };
  if (picked.length >= MAX_SLOT_SELECTIONS) return { kind: 'full' };
  return null;
}

/** Picks or unpicks `slot`; a pick the rules refuse leaves the selection as it was. */
export function togglePick(selectedIds: readonly string[], slot: PickedSlot, picked: readonly PickedSlot[]) {
  if (!selectedIds.includes(slot.id) && pickRefusal(slot, picked)) return [...selectedIds];
  return toggleSlotSelection(selectedIds, slot.id);
}
