/** Time off: days an instructor is away. It applies at once, whoever sets it: a day off is never a question of approval. */
import {
  MAX_EFFECTIVE_AHEAD_DAYS,
  MAX_TIME_OFF_DAYS,
  MAX_TIME_OFF_ENTRIES,
  type AvailabilityState,
  type TimeOffInput,
} from '@core/api/availability';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import * as repo from './repository';
import {
  auditOwnerChange,
  availabilityState,
  daysBetween,
  requireInstructor,
  today,
  type ChangedBy,
} from './service';

export async function addTimeOff(
  db: Database,
  instructorId: string,
  input: TimeOffInput,
  by: ChangedBy,
): Promise<AvailabilityState> {
  const day = today();
  if (input.to < day)
    throw new AppError('VALIDATION_ERROR', 400, 'Time off must not be over already', {
      to: 'Pick today or a later day',
    });
  if (daysBetween(input.from, input.to) + 1 > MAX_TIME_OFF_DAYS)
    throw new AppError('VALIDATION_ERROR', 400, `Time off may last at most ${MAX_TIME_OFF_DAYS} days`, {
      to: `At most ${MAX_TIME_OFF_DAYS} days after the first day`,
    });
  if (daysBetween(day, input.from) > MAX_EFFECTIVE_AHEAD_DAYS)
    throw new AppError('VALIDATION_ERROR', 400, 'Time off can start at most a year ahead', {
      from: 'Pick a day within a year',
    });
  await requireInstructor(db, instructorId);
  await db.transaction(async (tx) => {
    await repo.lockInstructorAvailability(tx, instructorId);
    if ((await repo.countTimeOffFrom(tx, instructorId, day)) >= MAX_TIME_OFF_ENTRIES)
      throw new AppError(
        'TOO_MANY_TIME_OFF',
        409,
        `At most ${MAX_TIME_OFF_ENTRIES} stretches of time off can be planned at once. Join some into one range.`,
      );
    await repo.insertTimeOff(tx, {
      instructorId,
      fromDay: input.from,
      toDay: input.to,
      note: input.note || null,
    });
    await auditOwnerChange(tx, by, 'availability.time_off_added', instructorId, {
      from: input.from,
      to: input.to,
    });
  });
  return availabilityState(db, instructorId);
}

/** Removes the instructor's own time off; another instructor's, or none, is a 404. The owner's is audited. */
export async function removeTimeOff(
  db: Database,
  instructorId: string,
  timeOffId: string,
  by: ChangedBy,
): Promise<AvailabilityState> {
  await requireInstructor(db, instructorId);
  await db.transaction(async (tx) => {
    const gone = await repo.deleteTimeOff(tx, instructorId, timeOffId);
    if (!gone) throw notFound('Time off not found');
    await auditOwnerChange(tx, by, 'availability.time_off_removed', instructorId, {
      from: gone.fromDay,
      to: gone.toDay,
    });
  });
  return availabilityState(db, instructorId);
}
