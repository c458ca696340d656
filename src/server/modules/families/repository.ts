import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { daysAgo } from '../../db/intervals';
import { swimmerProgress } from '../../db/schema';

export interface ProgressRow {
  swimmerKey: string;
  swimmerName: string;
  milestones: string[];
}

const milestoneList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export async function findProgress(db: Database, email: string): Promise<ProgressRow[]> {
  const rows = await db
    .select({
      swimmerKey: swimmerProgress.swimmerKey,
      swimmerName: swimmerProgress.swimmerName,
      milestones: swimmerProgress.milestones,
    })
    .from(swimmerProgress)
    .where(eq(swimmerProgress.email, email));
  return rows.map((r) => ({ ...r, milestones: milestoneList(r.milestones) }));
}

/**
 * Saves a swimmer's checklist under its key and removes what was kept under its other keys (`formerKeys`), in one
 * transaction: the list saved is the whole of it.
 */
export async function replaceProgress(
  db: Database,
  email: string,
  row: ProgressRow,
  formerKeys: readonly string[],
): Promise<ProgressRow> {
  return db.transaction(async (tx) => {
    if (formerKeys.length)
      await tx
        .delete(swimmerProgress)
        .where(and(eq(swimmerProgress.email, email), inArray(swimmerProgress.swimmerKey, [...formerKeys])));
    return upsertProgress(tx, email, row);
  });
}

async function upsertProgress(db: Database, email: string, row: ProgressRow): Promise<ProgressRow> {
  const [saved] = await db
    .insert(swimmerProgress)
    .values({ email, swimmerKey: row.swimmerKey, swimmerName: row.swimmerName, milestones: row.milestones })
    .onConflictDoUpdate({
      target: [swimmerProgress.email, swimmerProgress.swimmerKey],
      set: { swimmerName: row.swimmerName, milestones: row.milestones, updatedAt: sql`now()` },
    })
    .returning({
      swimmerKey: swimmerProgress.swimmerKey,
      swimmerName: swimmerProgress.swimmerName,
      milestones: swimmerProgress.milestones,
    });
  return { ...saved!, milestones: milestoneList(saved!.milestones) }; // an upsert with RETURNING returns its row
}

// Retention ---------------------------------------------------------------------------------------------------------

/** Families (emails) with a saved checklist last changed more than `days` days ago. */
export async function emailsWithProgressOlderThan(db: Database, days: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: swimmerProgress.email })
    .from(swimmerProgress)
    .where(lt(swimmerProgress.updatedAt, daysAgo(days)));
  return rows.map((r) => r.email);
}

/** Deletes these families' checklists last changed more than `days` days ago; returns how many went. */
export async function deleteProgressOlderThan(
  db: Database,
  emails: readonly string[],
  days: number,
): Promise<number> {
  if (!emails.length) return 0;
  const rows = await db
    .delete(swimmerProgress)
    .where(and(inArray(swimmerProgress.email, [...emails]), lt(swimmerProgress.updatedAt, daysAgo(days))))
    .returning({ email: swimmerProgress.email });
  return rows.length;
}
