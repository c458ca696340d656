/** How many swimmers a booking may hold, and how the swimmer list follows a change of lesson type (spec sections 4 and 5). */
import { LESSON_TYPES, type LessonTypeId } from '../catalog/lesson-types';

export function maxSwimmers(lessonType: LessonTypeId | string): number {
  return LESSON_TYPES.find((t) => t.id === lessonType)?.maxSwimmers ?? 1;
}

/** Trims the list to the type's maximum, or creates one blank swimmer when there is none. */
export function swimmersForLessonType<T>(
  swimmers: readonly T[],
  lessonType: LessonTypeId | string,
  blank: () => T,
): T[] {
  if (swimmers.length === 0) return [blank()];
  return swimmers.slice(0, maxSwimmers(lessonType));
}

export function canAddSwimmer(count: number, lessonType: LessonTypeId | string): boolean {
  return count < maxSwimmers(lessonType);
}

export function canRemoveSwimmer(count: number): boolean {
  return count > 1;
}

/** Private and parent-and-tot lessons are one-on-one: the Add button is hidden, not just disabled. */
export function showsAddSwimmer(lessonType: LessonTypeId | string): boolean {
  return maxSwimmers(lessonType) > 1;
}

/** A swimmer's key: the name as on the bookings, trimmed and lower-cased, so one child is one record across bookings. */
export const swimmerKey = (name: string) => name.trim().toLowerCase();

/**
 * Who a booked swimmer is across a family's bookings: the family's saved swimmer when booked from the profile (its id,
 * so a renamed swimmer keeps its history), else the name's key. Progress and sign-offs are kept under it.
 */
export const swimmerIdentity = (swimmer: { name: string; savedSwimmerId?: string | null }) =>
  swimmer.savedSwimmerId ?? swimmerKey(swimmer.name);

/**
 * The keys a booked swimmer's history may be kept under: its identity and, for a saved swimmer, its name's key too
 * (what was recorded before it was booked from the profile).
 */
export const swimmerHistoryKeys = (swimmer: { name: string; savedSwimmerId?: string | null }) =>
  [...new Set([swimmerIdentity(swimmer), swimmerKey(swimmer.name)])].filter(Boolean);
