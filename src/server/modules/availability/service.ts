/**
 * Instructors' availability: weekly hours from a day on, time off, and the owner's approval of an instructor's own
 * changes (docs/decisions/0176). The owner's changes apply at once; an instructor's wait for the owner unless the
 * owner lets that instructor's changes through.
 */
import {
  MAX_EFFECTIVE_AHEAD_DAYS,
  type AvailabilityInput,
  type AvailabilityPlan,
  type AvailabilityState,
  type PendingAvailability,
  type TimeOff,
} from '@core/api/availability';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, shiftDayKey } from '@core/rules/timezones';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/scheduler';
import { AppError, notFound } from '../../errors';
import { writeAudit } from '../audit';
import * as repo from './repository';

/** Who changes the hours: the instructor themself, or the owner (named for the audit log). */
export type ChangedBy = { kind: 'instructor' } | { kind: 'owner'; username: string };

/** How long ended time off and replaced hours are kept, in days: a season's payroll questions are answered by then. */
export const AVAILABILITY_RETENTION_DAYS = 365;

export const today = (now = new Date()) => dayKeyInZone(now, DEFAULT_TIME_ZONE);

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function planView(row: repo.PlanRow): AvailabilityPlan {
  return {
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    hours: [...row.hours].sort((a, b) => a.weekday - b.weekday || a.startMinutes - b.startMinutes),
    lessonTypes: row.lessonTypes as AvailabilityPlan['lessonTypes'],
    levels: row.levels as AvailabilityPlan['levels'],
    maxLessonsPerDay: row.maxLessonsPerDay,
    maxDriveMinutes: row.maxDriveMinutes,
    setBy: row.setBy as AvailabilityPlan['setBy'],
    setAt: row.setAt.toISOString(),
  };
}

const timeOffView = (row: repo.TimeOffRow): TimeOff => ({
  id: row.id,
  from: row.fromDay,
  to: row.toDay,
  note: row.note,
});

/** The owner's change to an instructor's availability, in the audit log inside the change's transaction. */
export async function auditOwnerChange(
  tx: Database,
  by: ChangedBy,
  action: string,
  instructorId: string,
  details: Record<string, unknown>,
): Promise<void> {
  if (by.kind === 'owner')
    await writeAudit(tx, {
      actor: by.username,
      action,
      entityType: 'instructor',
      entityId: instructorId,
      details,
    });
}

export async function requireInstructor(db: Database, instructorId: string) {
  if (!(await repo.instructorExists(db, instructorId))) throw notFound('Instructor not found');
}

/** The hours in effect today and those set to start later, what waits for the owner, and time off still to come. */
export async function availabilityState(db: Database, instructorId: string): Promise<AvailabilityState> {
  await requireInstructor(db, instructorId);
  const day = today();
  const [plans, timeOff, needsApproval] = await Promise.all([
    repo.plansOf(db, instructorId),
    repo.timeOffOf(db, instructorId, day),
    repo.needsApproval(db, instructorId),
  ]);
  const approved = plans.filter((p) => p.status === 'approved');
  const inEffect = approved.filter((p) => p.effectiveFrom <= day).at(-1);
  const waiting = (status: string) => plans.find((p) => p.status === status);
  return {
    needsApproval,
    plans: [...(inEffect ? [inEffect] : []), ...approved.filter((p) => p.effectiveFrom > day)].map(planView),
    pending: mapOrNull(waiting('pending'), planView),
    declined: mapOrNull(waiting('declined'), planView),
    timeOff: timeOff.map(timeOffView),
  };
}

const mapOrNull = <T, U>(value: T | undefined, f: (v: T) => U): U | null => (value ? f(value) : null);

function requireStartDay(effectiveFrom: string) {
  const day = today();
  if (effectiveFrom < day)
    throw new AppError('VALIDATION_ERROR', 400, 'New hours cannot start in the past', {
      effectiveFrom: 'Pick today or a later day',
    });
  if (daysBetween(day, effectiveFrom) > MAX_EFFECTIVE_AHEAD_DAYS)
    throw new AppError('VALIDATION_ERROR', 400, 'New hours can start at most a year ahead', {
      effectiveFrom: 'Pick a day within a year',
    });
}

const planValues = (instructorId: string, input: AvailabilityInput, setBy: ChangedBy['kind']) => ({
  instructorId,
  effectiveFrom: input.effectiveFrom,
  hours: input.hours,
  lessonTypes: input.lessonTypes,
  levels: input.levels,
  maxLessonsPerDay: input.maxLessonsPerDay,
  maxDriveMinutes: input.maxDriveMinutes,
  setBy,
});

/**
 * New weekly hours from `effectiveFrom`: they replace any set to start that day or later. An instructor's wait for the
 * owner when the owner approves that instructor's changes (replacing anything they sent before).
 */
export async function setAvailability(
  db: Database,
  instructorId: string,
  input: AvailabilityInput,
  by: ChangedBy,
): Promise<AvailabilityState> {
  requireStartDay(input.effectiveFrom);
  await requireInstructor(db, instructorId);
  await db.transaction(async (tx) => {
    await repo.lockInstructorAvailability(tx, instructorId);
    const values = planValues(instructorId, input, by.kind);
    if (by.kind === 'instructor' && (await repo.needsApproval(tx, instructorId))) {
      await repo.replaceWaitingPlan(tx, values);
      return;
    }
    await repo.insertApprovedPlan(tx, values);
    // The instructor's own change settles anything of theirs still waiting or declined.
    if (by.kind === 'instructor') await repo.deleteWaitingPlans(tx, instructorId, ['pending', 'declined']);
    await auditOwnerChange(tx, by, 'availability.set', instructorId, { effectiveFrom: input.effectiveFrom });
  });
  return availabilityState(db, instructorId);
}

/**
 * The owner's answer to the hours an instructor sent, under the instructor's lock: `decide` changes the waiting plan
 * and says what the audit line records. 404 when nothing waits.
 */
async function answerPending(
  db: Database,
  instructorId: string,
  username: string,
  action: 'availability.approved' | 'availability.declined',
  decide: (tx: Database, pending: repo.PlanRow) => Promise<{ effectiveFrom: string }>,
): Promise<AvailabilityState> {
  await requireInstructor(db, instructorId);
  await db.transaction(async (tx) => {
    await repo.lockInstructorAvailability(tx, instructorId);
    const pending = (await repo.plansOf(tx, instructorId)).find((p) => p.status === 'pending');
    if (!pending) throw notFound('No hours wait for approval');
    const details = await decide(tx, pending);
    await auditOwnerChange(tx, { kind: 'owner', username }, action, instructorId, details);
  });
  return availabilityState(db, instructorId);
}

/**
 * The owner takes the hours an instructor sent: from the day they named, or from today if that day has passed while
 * they waited.
 */
export const approvePending = (db: Database, instructorId: string, username: string) =>
  answerPending(db, instructorId, username, 'availability.approved', async (tx, pending) => {
    const effectiveFrom = pending.effectiveFrom < today() ? today() : pending.effectiveFrom;
    await repo.deleteWaitingPlans(tx, instructorId, ['pending', 'declined']);
    await repo.insertApprovedPlan(tx, { ...pending, effectiveFrom, setBy: 'instructor' });
    return { effectiveFrom };
  });

/** The owner keeps the hours as they were; the instructor sees theirs declined until they send others. */
export const declinePending = (db: Database, instructorId: string, username: string) =>
  answerPending(db, instructorId, username, 'availability.declined', async (tx, pending) => {
    await repo.markDeclined(tx, pending.id);
    return { effectiveFrom: pending.effectiveFrom };
  });

/** The instructor takes back hours still waiting (or clears a declined notice). 404 when there is neither. */
export async function withdrawWaiting(db: Database, instructorId: string): Promise<AvailabilityState> {
  const gone = await db.transaction(async (tx) => {
    await repo.lockInstructorAvailability(tx, instructorId);
    return repo.deleteWaitingPlans(tx, instructorId, ['pending', 'declined']);
  });
  if (!gone) throw notFound('No hours wait for approval');
  return availabilityState(db, instructorId);
}

export async function setNeedsApproval(
  db: Database,
  instructorId: string,
  needsApproval: boolean,
  username: string,
): Promise<AvailabilityState> {
  await requireInstructor(db, instructorId);
  await db.transaction(async (tx) => {
    await repo.saveNeedsApproval(tx, instructorId, needsApproval);
    await auditOwnerChange(tx, { kind: 'owner', username }, 'availability.approval_setting', instructorId, {
      needsApproval,
    });
  });
  return availabilityState(db, instructorId);
}

export async function pendingAvailability(db: Database): Promise<PendingAvailability> {
  const rows = await repo.pendingPlans(db);
  return { instructors: rows.map((r) => ({ ...r, setAt: r.setAt.toISOString() })) };
}

/** Retention: ended time off and replaced hours older than `days`. */
export const eraseOldAvailability = (db: Database, days = AVAILABILITY_RETENTION_DAYS) =>
  repo.deleteAvailabilityEndedBefore(db, shiftDayKey(today(), -days));

export const availabilityCleanupJob: Job = {
  name: 'availability-cleanup',
  intervalMs: 24 * 3_600_000,
  async run(app) {
    const gone = await eraseOldAvailability(app.db);
    if (gone) app.log.info({ gone }, 'ended time off and replaced hours older than a year deleted');
  },
};
