/** How messages word lesson credits: counts and expiry dates. */
import { lessonDay } from './format';

/** "1 lesson credit", "3 weather credits". */
export function creditCount(n: number, kind: 'lesson' | 'weather' = 'lesson'): string {
  return `${n} ${kind} ${n === 1 ? 'credit' : 'credits'}`;
}

/** "1 lesson credit has been added", "2 lesson credits have been added". */
export function creditsAdded(n: number): string {
  return `${creditCount(n)} ${n === 1 ? 'has' : 'have'} been added`;
}

/**
 * When credits can be used until, as a sentence; nothing when no expiry is known. Credits that went back to lots
 * ending on different days name the soonest day.
 */
export function creditsExpirySentence(
  n: number,
  expiries: readonly Date[],
  zone: string,
): string | undefined {
  if (!expiries.length) return undefined;
  const days = [...new Set(expiries.map((d) => d.getTime()))]
    .sort((a, b) => a - b)
    .map((t) => lessonDay(new Date(t), zone));
  const soonest = days[0];
  if (new Set(days).size > 1) return `The first of them expires on ${soonest}.`;
  return `${n === 1 ? 'It' : 'They'} can be used until ${soonest}.`;
}
