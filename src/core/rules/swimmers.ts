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
