import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { LessonPlace } from '@core/api/travel';
import type { Database } from '../../db/client';
import { daysAgo } from '../../db/intervals';
import { familyPlaces, familyProfiles, familySwimmers, swimmerProgress } from '../../db/schema';

export type ProfileRow = typeof familyProfiles.$inferSelect;
export type SwimmerRow = typeof familySwimmers.$inferSelect;
export type SwimmerValues = Omit<
  typeof familySwimmers.$inferInsert,
  'id' | 'email' | 'createdAt' | 'updatedAt'
>;
export interface PlaceRow {
  id: string;
  label: string;
  place: LessonPlace;
}

export async function findProfile(db: Database, email: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(familyProfiles).where(eq(familyProfiles.email, email));
  return row;
}

export async function upsertProfile(
  db: Database,
  email: string,
  values: Pick<ProfileRow, 'name' | 'phone' | 'emergencyName' | 'emergencyPhone' | 'emergencyRelationship'>,
): Promise<void> {
  await db
    .insert(familyProfiles)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: familyProfiles.email, set: { ...values, updatedAt: sql`now()` } });
}

/** Marks the profile as used now (a swimmer or a place changed), creating it empty if the family has none yet. */
async function touchProfile(db: Database, email: string) {
  await db
    .insert(familyProfiles)
    .values({ email })
    .onConflictDoUpdate({ target: familyProfiles.email, set: { updatedAt: sql`now()` } });
}

export const listSwimmers = (db: Database, email: string) =>
  db
    .select()
    .from(familySwimmers)
    .where(eq(familySwimmers.email, email))
    .orderBy(asc(familySwimmers.createdAt), asc(familySwimmers.id));

/** Serialises a family's additions: two requests at once cannot both add the last swimmer or place. */
const lockFamily = (tx: Database, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`family-profile:${email}`}))`);

/**
 * Adds a swimmer unless the family already has `limit`: the count and the insert run in one transaction under the
 * family's lock. A refusal writes nothing.
 */
export async function insertSwimmer(
  db: Database,
  email: string,
  values: SwimmerValues,
  limit: number,
): Promise<SwimmerRow | 'full'> {
  return db.transaction(async (tx) => {
    await lockFamily(tx, email);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(familySwimmers)
      .where(eq(familySwimmers.email, email))) as [{ n: number }];
    if (Number(n) >= limit) return 'full';
    const [row] = await tx
      .insert(familySwimmers)
      .values({ email, ...values })
      .returning();
    await touchProfile(tx, email);
    return row!; // an insert with RETURNING returns its row
  });
}

/** Updates the family's own swimmer; undefined when no swimmer of this family has the id. */
export async function updateSwimmer(
  db: Database,
  email: string,
  id: string,
  values: SwimmerValues,
): Promise<SwimmerRow | undefined> {
  const [row] = await db
    .update(familySwimmers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(familySwimmers.id, id), eq(familySwimmers.email, email)))
    .returning();
  if (row) await touchProfile(db, email);
  return row;
}

export async function deleteSwimmer(db: Database, email: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(familySwimmers)
    .where(and(eq(familySwimmers.id, id), eq(familySwimmers.email, email)))
    .returning({ id: familySwimmers.id });
  return rows.length > 0;
}

export async function listPlaces(db: Database, email: string): Promise<PlaceRow[]> {
  const rows = await db
    .select({ id: familyPlaces.id, label: familyPlaces.label, place: familyPlaces.place })
    .from(familyPlaces)
    .where(eq(familyPlaces.email, email))
    .orderBy(asc(familyPlaces.createdAt), asc(familyPlaces.id));
  return rows.map((r) => ({ ...r, place: r.place as LessonPlace })); // written from lessonPlaceSchema only
}

/** Adds a place unless the family already has `limit`, under the same lock as insertSwimmer. */
export async function insertPlace(
  db: Database,
  email: string,
  values: { label: string; place: LessonPlace },
  limit: number,
): Promise<PlaceRow | 'full'> {
  return db.transaction(async (tx) => {
    await lockFamily(tx, email);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(familyPlaces)
      .where(eq(familyPlaces.email, email))) as [{ n: number }];
    if (Number(n) >= limit) return 'full';
    const [row] = await tx
      .insert(familyPlaces)
      .values({ email, ...values })
      .returning({ id: familyPlaces.id, label: familyPlaces.label, place: familyPlaces.place });
    await touchProfile(tx, email);
    return { ...row!, place: row!.place as LessonPlace }; // an insert with RETURNING returns its row
  });
}

export async function deletePlace(db: Database, email: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(familyPlaces)
    .where(and(eq(familyPlaces.id, id), eq(familyPlaces.email, email)))
    .returning({ id: familyPlaces.id });
  return rows.length > 0;
}

/**
 * Erases what these families saved for themselves: profile, swimmers and places, and with `checklists` their
 * milestone checklists too (a family deleting its profile; retention erases checklists on their own clock).
 */
export async function deleteProfilesOf(
  db: Database,
  emails: readonly string[],
  { checklists }: { checklists: boolean },
): Promise<number> {
  if (!emails.length) return 0;
  const list = [...emails];
  return db.transaction(async (tx) => {
    await tx.delete(familySwimmers).where(inArray(familySwimmers.email, list));
    await tx.delete(familyPlaces).where(inArray(familyPlaces.email, list));
    if (checklists) await tx.delete(swimmerProgress).where(inArray(swimmerProgress.email, list));
    const gone = await tx
      .delete(familyProfiles)
      .where(inArray(familyProfiles.email, list))
      .returning({ email: familyProfiles.email });
    return gone.length;
  });
}

// Retention ---------------------------------------------------------------------------------------------------------

/** Families whose profile was last changed more than `days` days ago. */
export async function emailsWithProfileOlderThan(db: Database, days: number): Promise<string[]> {
  const rows = await db
    .select({ email: familyProfiles.email })
    .from(familyProfiles)
    .where(lt(familyProfiles.updatedAt, daysAgo(days)));
  return rows.map((r) => r.email);
}
