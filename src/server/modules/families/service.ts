import { type FamilySwimmerProgress } from '@core/api/family';
import { LEVELS } from '@core/catalog/levels';
import { swimmerHistoryKeys, swimmerIdentity, swimmerKey } from '@core/rules/swimmers';
import { signedMilestonesOf } from '../instructors';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { familyBookedSwimmers, familyHasLessons } from '../ledger';
import { isOnWaitlist } from '../waitlist';
import { hasRequestsFor } from '../requests';
import {
  deleteProgressOlderThan,
  emailsWithProgressOlderThan,
  findProgress,
  replaceProgress,
} from './repository';
import { savedSwimmersOf } from './profile';

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

/** One of the family's swimmers as its progress is kept: under `key`, with what was kept under `historyKeys` before. */
interface TrackedSwimmer {
  key: string;
  name: string;
  historyKeys: string[];
}

/**
 * The family's swimmers, each once: its saved swimmers (by id, under their current names, with what was kept under
 * their names before they were booked from the profile), then the swimmers of its bookings that are none of them.
 */
async function swimmersOf(db: Database, email: string): Promise<TrackedSwimmer[]> {
  const booked = await familyBookedSwimmers(db, email);
  const list: TrackedSwimmer[] = (await savedSwimmersOf(db, email)).map((s) => ({
    key: s.id,
    name: s.name,
    // Its id, its name now, and the names it was booked under (a rename keeps what came before).
    historyKeys: [
      ...new Set([
        ...swimmerHistoryKeys({ name: s.name, savedSwimmerId: s.id }),
        ...booked.filter((b) => b.savedSwimmerId === s.id).map((b) => swimmerKey(b.name)),
      ]),
    ],
  }));
  const claimed = new Set(list.flatMap((s) => s.historyKeys));
  for (const swimmer of booked) {
    const key = swimmerIdentity(swimmer);
    if (claimed.has(key)) continue;
    const historyKeys = swimmerHistoryKeys(swimmer).filter((k) => !claimed.has(k));
    list.push({ key, name: swimmer.name, historyKeys });
    for (const k of historyKeys) claimed.add(k);
  }
  return list;
}

/** What was kept under any of the swimmer's keys: checked milestones once each, sign-offs once per milestone. */
function progressOf(
  swimmer: TrackedSwimmer,
  saved: Map<string, string[]>,
  signed: Map<string, FamilySwimmerProgress['signedOff']>,
): FamilySwimmerProgress {
  const milestones = [...new Set(swimmer.historyKeys.flatMap((k) => saved.get(k) ?? []))];
  const signedOff = swimmer.historyKeys
    .flatMap((k) => signed.get(k) ?? [])
    .sort((a, b) => b.signedAt.localeCompare(a.signedAt))
    .filter((o, i, all) => all.findIndex((x) => x.milestoneId === o.milestoneId) === i);
  return { key: swimmer.key, name: swimmer.name, milestones, signedOff };
}

export async function familyProgress(db: Database, email: string): Promise<FamilySwimmerProgress[]> {
  const swimmers = await swimmersOf(db, email);
  const saved = new Map((await findProgress(db, email)).map((row) => [row.swimmerKey, row.milestones]));
  const signed = await signedMilestonesOf(db, email);
  return swimmers.map((s) => progressOf(s, saved, signed));
}

/**
 * Saves one swimmer's checked milestones under its key (what was kept under its other keys moves with them); another
 * family's swimmer is a 404, an unknown milestone a 400.
 */
export async function saveProgress(
  db: Database,
  email: string,
  key: string,
  milestones: string[],
): Promise<FamilySwimmerProgress> {
  // A key as the page had it, or (from a page loaded before the swimmer was saved) one of its earlier keys.
  const wanted = swimmerKey(key);
  const swimmer = (await swimmersOf(db, email)).find((s) => s.key === key || s.historyKeys.includes(wanted));
  if (!swimmer) throw new AppError('NOT_FOUND', 404, 'Swimmer not found');
  const unknown = milestones.filter((id) => !MILESTONE_IDS.has(id));
  if (unknown.length)
    throw new AppError('UNKNOWN_MILESTONE', 400, 'Some of those milestones do not exist.', {
      milestones: `Unknown milestones: ${[...new Set(unknown)].slice(0, 5).join(', ')}`,
    });
  const saved = await replaceProgress(
    db,
    email,
    { swimmerKey: swimmer.key, swimmerName: swimmer.name, milestones: [...new Set(milestones)] },
    swimmer.historyKeys.filter((k) => k !== swimmer.key),
  );
  return progressOf(
    swimmer,
    new Map([[saved.swimmerKey, saved.milestones]]),
    await signedMilestonesOf(db, email),
  );
}
