/**
 * Applies the events of a lesson change's life (lesson-life.ts): the only code that changes `lesson_changes.status`.
 * Callers hold the booking's row lock, so the guarded UPDATE only ever refuses a move the table lacks.
 */
import type { Database } from '../../../db/client';
import * as changesRepo from './lesson-changes.repository';
import { nextLessonChangeStatus, type LessonChangeEvent, type LessonChangeStatus } from './lesson-life';

export interface AppliedChangeEvent {
  from: LessonChangeStatus;
  to: LessonChangeStatus;
}

/**
 * Moves the change by `event`, or returns null (changing nothing) when the table lists no such move from `change.status`
 * or the row is no longer in that status.
 */
export async function applyLessonChangeEvent(
  tx: Database,
  change: { id: string; status: string },
  event: LessonChangeEvent,
): Promise<AppliedChangeEvent | null> {
  const to = nextLessonChangeStatus(change.status, event);
  if (!to) return null;
  const from = change.status as LessonChangeStatus;
  return (await changesRepo.moveLessonChangeStatus(tx, change.id, from, to)) ? { from, to } : null;
}

/** As `applyLessonChangeEvent`, for a move the caller has already checked: a refusal is a broken invariant. */
export async function requireLessonChangeEvent(
  tx: Database,
  change: { id: string; status: string },
  event: LessonChangeEvent,
): Promise<AppliedChangeEvent> {
  const applied = await applyLessonChangeEvent(tx, change, event);
  if (!applied) throw new Error(`Lesson change ${change.id} cannot take ${event} from ${change.status}`);
  return applied;
}
