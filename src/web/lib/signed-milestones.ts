/**
 * Reading an instructor's sign-offs for a family: how many per level, the latest one, whether a level is complete
 * and which level comes next. Shared by the progress tracker and My Lessons.
 */
import type { SignedMilestone } from '@core/api/instructor';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { LEVELS, type Level } from '@core/catalog/levels';
import { formatInZone } from '@core/rules/timezones';

/** "Jul 11, 2026": the New York day a milestone was signed off. */
export const signedOffDate = (iso: string) => formatInZone(iso, DEFAULT_TIME_ZONE, 'MMM d, yyyy');

/** Sign-offs by milestone id; a milestone signed off twice keeps its first sign-off. */
export function signOffsById(signedOff: readonly SignedMilestone[]): Map<string, SignedMilestone> {
  const byId = new Map<string, SignedMilestone>();
  for (const s of [...signedOff].sort((a, b) => a.signedAt.localeCompare(b.signedAt)))
    if (!byId.has(s.milestoneId)) byId.set(s.milestoneId, s);
  return byId;
}

/** Per level of the catalog, in level order, how many of its milestones are signed off; levels with none are left out. */
export function signedOffCountsByLevel(signedOff: readonly SignedMilestone[]) {
  const byId = signOffsById(signedOff);
  return LEVELS.map((level) => ({
    level,
    count: level.milestones.filter((m) => byId.has(m.id)).length,
    total: level.milestones.length,
  })).filter((l) => l.count > 0);
}

/** The most recent sign-off with its milestone's words; null when there is none the catalog knows. */
export function latestSignOff(signedOff: readonly SignedMilestone[]) {
  const known = [...signedOff]
    .map((s) => ({
      signOff: s,
      milestone: LEVELS.flatMap((l) => l.milestones).find((m) => m.id === s.milestoneId),
    }))
    .filter((x) => x.milestone !== undefined)
    .sort((a, b) => b.signOff.signedAt.localeCompare(a.signOff.signedAt));
  const newest = known[0];
  return newest?.milestone ? { ...newest.signOff, text: newest.milestone.text } : null;
}

/** True when an instructor signed off every milestone of the level. */
export const isLevelSignedOff = (level: Level, signedOff: readonly SignedMilestone[]) => {
  const byId = signOffsById(signedOff);
  return level.milestones.every((m) => byId.has(m.id));
};

/** The level after this one; null after the last (barracuda). */
export function nextLevel(level: Level): Level | null {
  const index = LEVELS.findIndex((l) => l.id === level.id);
  return LEVELS[index + 1] ?? null;
}
