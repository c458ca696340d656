/** SQL of the lesson packages the owner sells (lesson_packages). Purchases and credits belong to the ledger. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lessonPackages } from '../../db/schema';

export type PackageRow = typeof lessonPackages.$inferSelect;
export type PackageFields = Omit<typeof lessonPackages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listPackages(db: Database, onlyActive: boolean) {
  const query = db.select().from(lessonPackages);
  return (onlyActive ? query.where(eq(lessonPackages.active, true)) : query).orderBy(
    desc(lessonPackages.active),
    asc(lessonPackages.lessonType),
    asc(lessonPackages.lessons),
    asc(lessonPackages.name),
  );
}

export async function findPackage(db: Database, id: string) {
  const [row] = await db.select().from(lessonPackages).where(eq(lessonPackages.id, id));
  return row;
}

export async function insertPackage(db: Database, fields: PackageFields) {
  const [row] = await db.insert(lessonPackages).values(fields).returning();
  return row!; // an insert without conflict target always returns its row
}

export async function updatePackage(db: Database, id: string, fields: PackageFields) {
  const [row] = await db
    .update(lessonPackages)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(lessonPackages.id, id))
    .returning();
  return row;
}
