import { type FamilySwimmerProgress } from '@core/api/family';
import { LEVELS } from '@core/catalog/levels';
import { swimmerKey } from '@core/rules/swimmers';
import { signedMilestonesOf } from '../instructors';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { familyHasLessons, familySwimmerNames } from '../ledger';
import { isOnWaitlist } from '../waitlist';
import { hasRequestsFor } from '../requests';
import {
  deleteProgressOlderThan,
  emailsWithProgressOlderThan,
  findProgress,
  upsertProgress,
} from './repository';

/** Whether we have anything to show this email: a booking or a lesson request made with it. */
export async function isFamilyEmail(db: Database, email: string): Promise<boolean> {
  return (
    (await hasRequestsFor(db, email)) ||
    (await familyHasLessons(db, email)) ||
    (await isOnWaitlist(db, email))
  );
}

/** Retention: the families (emails) with a saved checklist unchanged for more than `days` days. */
export const familiesWithProgressOlderThan = (db: Database, days: number) =>
  emailsWithProgressOlderThan(db, days);

/** Retention: deletes these families' checklists unchanged for more than `days` days; returns how many went. */
export const eraseProgressOf = (db: Database, emails: readonly string[], days: number) =>
  deleteProgressOlderThan(db, emails, days);

export { swimmerKey };

const MILESTONE_IDS = new Set(LEVELS.flatMap((level) => level.milestones.map((m) => m.id)));

/** The family's swimmers, each once, with the milestones saved for them. */
async function swimmersOf(db: Database, email: string) {
  const names = await familySwimmerNames(db, email);
  const swimmers = new Map<string, string>();
  for (const name of names) {
    const key = swimmerKey(name);
    if (key && !swimmers.has(key)) swimmers.set(key, name.trim());
  }
  return swimmers;
}

export async function familyProgress(db: Database, email: string): Promise<FamilySwimmerProgress[]> {
  const swimmers = await swimmersOf(db, email);
  const saved = new Map((await findProgress(db, email)).map((row) => [row.swimmerKey, row.milestones]));
  const signed = await signedMilestonesOf(db, email);
  return [...swimmers].map(([key, name]) => ({
    key,
    name,
    milestones: saved.get(key) ?? [],
    signedOff: signed.get(key) ?? [],
  }));
}

/** Saves one swimmer's checked milestones; another family's swimmer is a 404, an unknown milestone a 400. */
export async function saveProgress(
  db: Database,
  email: string,
  key: string,
  milestones: string[],
): Promise<FamilySwimmerProgress> {
  const name = (await swimmersOf(db, email)).get(swimmerKey(key));
  if (name === undefined) throw new AppError('NOT_FOUND', 404, 'Swimmer not found');
  const unknown = milestones.filter((id) => !MILESTONE_IDS.has(id));
  if (unknown.length)
    throw new AppError('UNKNOWN_MILESTONE', 400, 'Some of those milestones do not exist.', {
      milestones: `Unknown milestones: ${[...new Set(unknown)].slice(0, 5).join(', ')}`,
    });
  const saved = await upsertProgress(db, email, {
    swimmerKey: swimmerKey(key),
    swimmerName: name,
    milestones: [...new Set(milestones)],
  });
  const signedOff = (await signedMilestonesOf(db, email)).get(saved.swimmerKey) ?? [];
  return { key: saved.swimmerKey, name: saved.swimmerName, milestones: saved.milestones, signedOff };
}
