/** The waitlist's SQL: it alone writes `waitlist_entries` and `waitlist_offers`; it reads lesson times for its views. */
import { and, asc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { instructors, timeSlots, venues, waitlistEntries, waitlistOffers } from '../../db/schema';
import { seatsTakenSql } from '../../db/seats';

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type OfferRow = typeof waitlistOffers.$inferSelect;
type NewEntry = typeof waitlistEntries.$inferInsert;

/** Entries still in line: waiting for an offer, or holding one. */
export const ACTIVE_STATUSES = ['waiting', 'offered'] as const;
const active = inArray(waitlistEntries.status, [...ACTIVE_STATUSES]);

const dbNow = sql<Date>`now()`.mapWith((v: string | Date) => new Date(v));

/**
 * Serializes every change of one time's waitlist across connections and server copies: joining it, offering its
 * seats, and the owner's offers by hand. Held until the transaction ends.
 */
export async function lockSlotWaitlist(tx: Database, slotId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${slotId}`}))`);
}

/** A lesson time with its seats taken (booked and held, offers included) and the database clock. */
const slotColumns = {
  id: timeSlots.id,
  status: timeSlots.status,
  capacity: timeSlots.capacity,
  lessonType: timeSlots.lessonType,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  instructorName: instructors.name,
  venueName: venues.name,
  venueAddress: venues.address,
  seatsTaken: seatsTakenSql,
  now: dbNow,
};

export type SlotFacts = Awaited<ReturnType<typeof slotFacts>>[number];

export async function slotFacts(db: Database, slotIds: readonly string[]) {
  if (!slotIds.length) return [];
  return db
    .select(slotColumns)
    .from(timeSlots)
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, [...slotIds]))
    .orderBy(asc(timeSlots.startTime));
}

/** Available times of these lesson types starting from now up to `horizonDays` ahead. */
export async function upcomingSlots(db: Database, lessonTypes: readonly string[], horizonDays: number) {
  if (!lessonTypes.length) return [];
  return db
    .select(slotColumns)
    .from(timeSlots)
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(
      and(
        eq(timeSlots.status, 'available'),
        inArray(timeSlots.lessonType, [...lessonTypes]),
        gt(timeSlots.startTime, sql`now()`),
        lte(timeSlots.startTime, sql`now() + make_interval(days => ${horizonDays})`),
      ),
    )
    .orderBy(asc(timeSlots.startTime));
}

export async function insertEntry(tx: Database, values: NewEntry): Promise<EntryRow> {
  const [row] = await tx.insert(waitlistEntries).values(values).returning();
  return row!; // one row in, one row out
}

export async function findEntry(db: Database, id: string, forUpdate = false) {
  const query = db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findEntryByLeaveToken(tx: Database, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.leaveTokenHash, tokenHash))
    .for('update');
  return row;
}

/** An email's entry still in line for one time. */
export async function findActiveTimeEntry(tx: Database, slotId: string, email: string) {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.slotId, slotId), eq(waitlistEntries.email, email), active));
  return row;
}

/** An email's preference still in line with exactly this description. */
/** True when the email waits (or has an offer) on the waitlist. */
export async function hasActiveEntry(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.email, email.trim().toLowerCase()),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findActivePreference(
  tx: Database,
  p: Pick<EntryRow, 'email' | 'lessonType' | 'windowStartMinutes' | 'windowEndMinutes' | 'timeZone'> & {
    weekdays: number[];
  },
) {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.kind, 'preference'),
        eq(waitlistEntries.email, p.email),
        eq(waitlistEntries.lessonType, p.lessonType),
        eq(waitlistEntries.windowStartMinutes, p.windowStartMinutes!),
        eq(waitlistEntries.windowEndMinutes, p.windowEndMinutes!),
        eq(waitlistEntries.timeZone, p.timeZone),
        sql`${waitlistEntries.weekdays} = ${JSON.stringify(p.weekdays)}::jsonb`,
        active,
      ),
    );
  return row;
}

/** Waiting entries: those on these times (all times when none are named) and every waiting preference. */
export async function waitingEntries(db: Database, slotIds?: readonly string[]) {
  const onTimes =
    slotIds === undefined
      ? eq(waitlistEntries.kind, 'time')
      : slotIds.length
        ? and(eq(waitlistEntries.kind, 'time'), inArray(waitlistEntries.slotId, [...slotIds]))
        : sql`false`;
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.status, 'waiting'), sql`(${onTimes} or ${waitlistEntries.kind} = 'preference')`),
    )
    .orderBy(asc(waitlistEntries.position));
}

/**
 * Moves an entry between statuses when it is in one of `from`; locks the row and waits for a transaction changing
 * it, then checks again. False when it was not in `from` (another copy took it first).
 */
export async function moveEntry(
  tx: Database,
  id: string,
  from: readonly string[],
  to: string,
  extra: { seenSlotId?: string } = {},
): Promise<boolean> {
  const rows = await tx
    .update(waitlistEntries)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(extra.seenSlotId
        ? {
            seenSlotIds: sql`case when ${waitlistEntries.seenSlotIds} @> ${JSON.stringify([extra.seenSlotId])}::jsonb
              then ${waitlistEntries.seenSlotIds}
              else ${waitlistEntries.seenSlotIds} || ${JSON.stringify([extra.seenSlotId])}::jsonb end`,
          }
        : {}),
    })
    .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, [...from])))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Entries waiting for a time that was cancelled or has started: no seat of it can be offered any more. */
export async function closeEntriesOnGoneTimes(tx: Database): Promise<string[]> {
  const rows = await tx
    .update(waitlistEntries)
    .set({ status: 'lapsed', updatedAt: sql`now()` })
    .where(
      and(
        eq(waitlistEntries.kind, 'time'),
        eq(waitlistEntries.status, 'waiting'),
        sql`exists (select 1 from ${timeSlots} where ${timeSlots.id} = ${waitlistEntries.slotId}
          and (${timeSlots.status} = 'cancelled' or ${timeSlots.startTime} <= now()))`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.map((r) => r.id);
}

/** Entries still in line, with their live offer if any: all of them, or one email's. */
export async function activeEntriesWithOffers(db: Database, email?: string) {
  return db
    .select({ entry: waitlistEntries, offer: waitlistOffers })
    .from(waitlistEntries)
    .leftJoin(
      waitlistOffers,
      and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, 'live')),
    )
    .where(email === undefined ? active : and(active, eq(waitlistEntries.email, email)))
    .orderBy(asc(waitlistEntries.position));
}

/** Swaps the places of two entries (both locked by the caller). */
export async function swapPositions(tx: Database, a: EntryRow, b: EntryRow): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ position: b.position, updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, a.id));
  await tx
    .update(waitlistEntries)
    .set({ position: a.position, updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, b.id));
}

/** The active entries of an entry's list (the same time, or the preferences), in order, locked. */
export async function lockList(tx: Database, entry: EntryRow) {
  const sameList =
    entry.kind === 'time' && entry.slotId
      ? and(eq(waitlistEntries.kind, 'time'), eq(waitlistEntries.slotId, entry.slotId))
      : eq(waitlistEntries.kind, 'preference');
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(sameList, active))
    .orderBy(asc(waitlistEntries.position))
    .for('update');
}

/**
 * Blanks the name and email of entries out of line (booked, left, removed, lapsed) for more than `days` days, and of
 * time entries whose time began more than `days` days ago. The rows stay, with their offers: an old leave link still
 * answers "already left". Returns how many entries were blanked.
 */
export async function eraseFinishedEntryContacts(db: Database, days: number): Promise<number> {
  const before = sql`now() - make_interval(days => ${days})`;
  const rows = await db
    .update(waitlistEntries)
    .set({ name: '', email: '' })
    .where(
      and(
        sql`(${waitlistEntries.name} <> '' or ${waitlistEntries.email} <> '')`,
        sql`((${notInArray(waitlistEntries.status, [...ACTIVE_STATUSES])} and ${waitlistEntries.updatedAt} < ${before})
          or exists (select 1 from ${timeSlots} where ${timeSlots.id} = ${waitlistEntries.slotId}
            and ${timeSlots.startTime} < ${before}))`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length;
}
