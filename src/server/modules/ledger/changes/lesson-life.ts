/**
 * The life of a change to a lesson (a `lesson_changes` row) and of the lesson itself (its `booking_slots` row), each
 * as one table of allowed moves: from a status, by an event, to a status. Every write of `lesson_changes.status` and
 * of a lesson's cancellation goes through these tables, as a conditional UPDATE guarded by the from-status, so a move
 * the table lacks, or one another transaction already made, changes nothing.
 *
 *   started ──> pending_payment ──moved──────────> applied
 *               pending_payment ──move_voided────> voided ──paid_too_late──> refunded
 *               pending_payment ──paid_too_late──> refunded
 *
 *   booked ──cancel──> cancelled
 */

export interface Transition<S extends string, E extends string> {
  readonly from: S;
  readonly event: E;
  readonly to: S;
}

export const LESSON_CHANGE_STATUSES = ['pending_payment', 'applied', 'voided', 'refunded'] as const;
export type LessonChangeStatus = (typeof LESSON_CHANGE_STATUSES)[number];

export const LESSON_CHANGE_EVENTS = [
  /** The lesson moved: at once to a time costing the same or less, or when the difference was paid and still fits. */
  'moved',
  /** The move ended unpaid: replaced by another move, not paid in time, the payment could not start, or cancelled. */
  'move_voided',
  /** The difference was paid but the move cannot happen (the seat is gone, or the move was voided): refund it all. */
  'paid_too_late',
] as const;
export type LessonChangeEvent = (typeof LESSON_CHANGE_EVENTS)[number];

/** Every change is written waiting for its payment; one that costs nothing moves in the same transaction. */
export const LESSON_CHANGE_START: LessonChangeStatus = 'pending_payment';

export const LESSON_CHANGE_TRANSITIONS: readonly Transition<LessonChangeStatus, LessonChangeEvent>[] = [
  { from: 'pending_payment', event: 'moved', to: 'applied' },
  { from: 'pending_payment', event: 'move_voided', to: 'voided' },
  { from: 'pending_payment', event: 'paid_too_late', to: 'refunded' },
  { from: 'voided', event: 'paid_too_late', to: 'refunded' },
];

/** A booked lesson is `booked` while its `cancelled_at` is empty; cancelling it is final (a new booking is new rows). */
export const LESSON_STATES = ['booked', 'cancelled'] as const;
export type LessonState = (typeof LESSON_STATES)[number];

export const LESSON_EVENTS = ['cancel'] as const;
export type LessonEvent = (typeof LESSON_EVENTS)[number];

export const LESSON_TRANSITIONS: readonly Transition<LessonState, LessonEvent>[] = [
  { from: 'booked', event: 'cancel', to: 'cancelled' },
];

/** The status `event` moves a change in `status` to, or null when the table does not list that move. */
export function nextLessonChangeStatus(status: string, event: LessonChangeEvent): LessonChangeStatus | null {
  return LESSON_CHANGE_TRANSITIONS.find((t) => t.from === status && t.event === event)?.to ?? null;
}

/** The one move `event` makes on a lesson (a lesson event has a single from-state). */
export function lessonTransition(event: LessonEvent): Transition<LessonState, LessonEvent> {
  const transition = LESSON_TRANSITIONS.find((t) => t.event === event);
  if (!transition) throw new Error(`The lesson table lists no move for ${event}`);
  return transition;
}
