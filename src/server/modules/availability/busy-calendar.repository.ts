/** SQL of busy-time calendars: one address per instructor, and the busy times of its last good read. */
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { daysAgo } from '../../db/intervals';
import { availabilityBusyCalendars, availabilityBusyTimes, instructors } from '../../db/schema';

export type BusyCalendarRow = typeof availabilityBusyCalendars.$inferSelect;

export async function busyCalendarOf(db: Database, instructorId: string) {
  const [row] = await db
    .select()
    .from(availabilityBusyCalendars)
    .where(eq(availabilityBusyCalendars.instructorId, instructorId));
  return row;
}

/** A new address in place of the one before: its busy times go with it until the new one is read. */
export async function saveBusyCalendar(db: Database, instructorId: string, address: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(availabilityBusyTimes).where(eq(availabilityBusyTimes.instructorId, instructorId));
    await tx
      .insert(availabilityBusyCalendars)
      .values({ instructorId, address })
      .onConflictDoUpdate({
        target: availabilityBusyCalendars.instructorId,
        set: { address, addedAt: sql`now()`, lastAttemptAt: null, lastReadAt: null, lastError: null },
      });
  });
}

export async function deleteBusyCalendar(db: Database, instructorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(availabilityBusyTimes).where(eq(availabilityBusyTimes.instructorId, instructorId));
    const gone = await tx
      .delete(availabilityBusyCalendars)
      .where(eq(availabilityBusyCalendars.instructorId, instructorId))
      .returning({ id: availabilityBusyCalendars.instructorId });
    return gone.length > 0;
  });
}

/**
 * A good read of `address`: its busy times replace the ones before. Nothing is written if the instructor has since
 * pasted another address or stopped the calendar (the read took a while, outside any transaction).
 */
export async function storeBusyTimes(
  db: Database,
  instructorId: string,
  address: string,
  times: readonly { start: Date; end: Date }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ address: availabilityBusyCalendars.address })
      .from(availabilityBusyCalendars)
      .where(eq(availabilityBusyCalendars.instructorId, instructorId))
      .for('update');
    if (current?.address !== address) return;
    await tx.delete(availabilityBusyTimes).where(eq(availabilityBusyTimes.instructorId, instructorId));
    for (let i = 0; i < times.length; i += 500)
      await tx
        .insert(availabilityBusyTimes)
        .values(times.slice(i, i + 500).map((t) => ({ instructorId, startsAt: t.start, endsAt: t.end })));
    await tx
      .update(availabilityBusyCalendars)
      .set({ lastAttemptAt: sql`now()`, lastReadAt: sql`now()`, lastError: null })
      .where(eq(availabilityBusyCalendars.instructorId, instructorId));
  });
}

/** A failed read: the busy times of the last good one stay, and the instructor reads why. */
export async function recordBusyCalendarError(
  db: Database,
  instructorId: string,
  address: string,
  message: string,
): Promise<void> {
  await db
    .update(availabilityBusyCalendars)
    .set({ lastAttemptAt: sql`now()`, lastError: message })
    .where(
      and(
        eq(availabilityBusyCalendars.instructorId, instructorId),
        eq(availabilityBusyCalendars.address, address),
      ),
    );
}

export async function busyTimesAhead(db: Database, instructorId: string, limit: number) {
  const where = and(
    eq(availabilityBusyTimes.instructorId, instructorId),
    gt(availabilityBusyTimes.endsAt, sql`now()`),
  );
  const [total] = await db.select({ n: count() }).from(availabilityBusyTimes).where(where);
  const next = await db
    .select({ start: availabilityBusyTimes.startsAt, end: availabilityBusyTimes.endsAt })
    .from(availabilityBusyTimes)
    .where(where)
    .orderBy(asc(availabilityBusyTimes.startsAt))
    .limit(limit);
  return { total: total?.n ?? 0, next };
}

/** Calendars of active instructors not tried for `minutes` (or never), the longest-waiting first. */
export async function calendarsDue(db: Database, minutes: number, limit: number) {
  return db
    .select({
      instructorId: availabilityBusyCalendars.instructorId,
      address: availabilityBusyCalendars.address,
    })
    .from(availabilityBusyCalendars)
    .innerJoin(instructors, eq(instructors.id, availabilityBusyCalendars.instructorId))
    .where(
      and(
        eq(instructors.active, true),
        or(
          isNull(availabilityBusyCalendars.lastAttemptAt),
          lt(availabilityBusyCalendars.lastAttemptAt, sql`now() - make_interval(mins => ${minutes})`),
        ),
      ),
    )
    .orderBy(sql`${availabilityBusyCalendars.lastAttemptAt} asc nulls first`)
    .limit(limit);
}

/** Retention: busy times that ended `days` ago or more. */
export async function deleteBusyTimesEndedBefore(db: Database, days: number): Promise<number> {
  const gone = await db
    .delete(availabilityBusyTimes)
    .where(lt(availabilityBusyTimes.endsAt, daysAgo(days)))
    .returning({ id: availabilityBusyTimes.id });
  return gone.length;
}
