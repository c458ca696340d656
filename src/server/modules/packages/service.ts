/**
 * The lesson packages the owner sells: a number of lesson credits of one lesson type (and level, or any), at a
 * price that includes tax, valid for some months. Buying one is the ledger's (it takes the payment and writes the
 * credits); this module keeps the catalogue.
 */
import type { LessonPackage, LessonPackageInput } from '@core/api/credits';
import { lessonPackageInputSchema } from '@core/api/credits';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit';
import * as repo from './repository';

const view = (row: repo.PackageRow): LessonPackage => ({
  id: row.id,
  name: row.name,
  lessonType: row.lessonType as LessonPackage['lessonType'],
  level: (row.level ?? null) as LessonPackage['level'],
  lessons: row.lessons,
  priceCents: row.priceCents,
  monthsValid: row.monthsValid,
  active: row.active,
});

const notFound = () => new AppError('NOT_FOUND', 404, 'Package not found');

export async function listPackages(db: Database, options: { onlyActive: boolean }) {
  return (await repo.listPackages(db, options.onlyActive)).map(view);
}

/** A package on sale, or 404 (one the owner took off sale cannot be bought). */
export async function packageOnSale(db: Database, id: string): Promise<LessonPackage> {
  const row = await repo.findPackage(db, id);
  if (!row || !row.active) throw notFound();
  return view(row);
}

/** A package's name as the owner set it, on sale or not; undefined when there is no such package. */
export async function packageName(db: Database, id: string): Promise<string | undefined> {
  return (await repo.findPackage(db, id))?.name;
}

export async function savePackage(
  db: Database,
  input: LessonPackageInput,
  actor: string,
  id?: string,
): Promise<LessonPackage> {
  const fields = lessonPackageInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const row = id ? await repo.updatePackage(tx, id, fields) : await repo.insertPackage(tx, fields);
    if (!row) throw notFound();
    await writeAudit(tx, {
      entityType: 'package',
      actor,
      action: id ? 'package.updated' : 'package.created',
      entityId: row.id,
      details: fields,
    });
    return view(row);
  });
}
