import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lessonRequests, timeSlots } from '../../db/schema';

export type NewLessonRequest = typeof lessonRequests.$inferInsert;
export type LessonRequestRow = typeof lessonRequests.$inferSelect;

export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}

/**
 * Serialises every transaction that takes the same lock text until it commits, across server processes:
 * two identical submissions arriving together are handled one after the other.
 */
export async function lockFor(tx: Database, text: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${text}))`);
}

export async function findRequestByIdempotencyKey(
  tx: Database,
  key: string,
): Promise<LessonRequestRow | undefined> {
  const [row] = await tx.select().from(lessonRequests).where(eq(lessonRequests.idempotencyKey, key)).limit(1);
  return row;
}

export async function findRequestById(tx: Database, id: string): Promise<LessonRequestRow | undefined> {
  const [row] = await tx.select().from(lessonRequests).where(eq(lessonRequests.id, id));
  return row;
}

/** A request with exactly these details stored in the last `seconds` seconds on the database clock. */
export async function findRecentIdenticalRequest(
  tx: Database,
  r: Pick<
    NewLessonRequest,
    'lessonType' | 'swimmers' | 'dates' | 'slotIds' | 'firstName' | 'lastName' | 'email' | 'phone'
  >,
  seconds: number,
): Promise<LessonRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(lessonRequests)
    .where(
      and(
        eq(lessonRequests.email, r.email),
        eq(lessonRequests.firstName, r.firstName),
        eq(lessonRequests.lastName, r.lastName),
        eq(lessonRequests.phone, r.phone),
        eq(lessonRequests.lessonType, r.lessonType),
        eq(lessonRequests.swimmers, r.swimmers),
        sql`${lessonRequests.dates} = ${JSON.stringify(r.dates)}::jsonb`,
        sql`${lessonRequests.slotIds} = ${JSON.stringify(r.slotIds ?? [])}::jsonb`,
        gt(lessonRequests.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts the request unless its idempotency key is already stored; undefined when it was. */
export async function insertRequest(
  tx: Database,
  values: NewLessonRequest,
): Promise<LessonRequestRow | undefined> {
  const [row] = await tx
    .insert(lessonRequests)
    .values(values)
    .onConflictDoNothing({ target: lessonRequests.idempotencyKey })
    .returning();
  return row;
}

/** The slots a request names, with their start times. */
export async function findSlotsForRequest(tx: Database, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: timeSlots.id, startTime: timeSlots.startTime })
    .from(timeSlots)
    .where(inArray(timeSlots.id, ids));
}

/** True when `err` is a unique violation of `constraint` (drizzle may wrap the driver's error). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}

/** Whether any lesson request was made with this email (`email` already trimmed and lower-cased). */
export async function anyRequestFor(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lessonRequests.id })
    .from(lessonRequests)
    .where(sql`lower(${lessonRequests.email}) = ${email}`)
    .limit(1);
  return !!row;
}

/** The lesson requests made with this email (`email` already trimmed and lower-cased), newest first. */
export async function findRequestsFor(db: Database, email: string) {
  return db
    .select({
      requestCode: lessonRequests.requestCode,
      status: lessonRequests.status,
      lessonType: lessonRequests.lessonType,
      dates: lessonRequests.dates,
      swimmers: lessonRequests.swimmers,
      createdAt: lessonRequests.createdAt,
    })
    .from(lessonRequests)
    .where(sql`lower(${lessonRequests.email}) = ${email}`)
    .orderBy(desc(lessonRequests.createdAt), desc(lessonRequests.id));
}
