import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { formatInZone } from '@core/rules/timezones';

/** The owner runs the business on New York time, wherever the browser is. */
export const BUSINESS_ZONE = DEFAULT_TIME_ZONE;

export const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });

export const when = (iso: string | null | undefined) =>
  iso ? formatInZone(iso, BUSINESS_ZONE, 'EEE MMM d, h:mm a') : '—';
export const day = (iso: string) => formatInZone(iso, BUSINESS_ZONE, 'EEE MMM d');
export const time = (iso: string) => formatInZone(iso, BUSINESS_ZONE, 'h:mm a');

export const humanize = (value: string) => value.replaceAll('_', ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Who did something in the audit log, in words: a family by its email, the checkout's customer, the system, or the owner's username. */
export function actorLabel(actor: string): string {
  if (actor.startsWith('family:')) return `the family (${actor.slice('family:'.length)})`;
  if (actor === 'customer') return 'the customer';
  if (actor === 'system') return 'the system';
  return actor;
}

/** A lesson type, or the words for a credit or package good for any. */
export const lessonTypeOrAny = (id: string | null) => (id ? lessonTypeLabel(id) : 'Any lesson type');

/** A level as "Level 3: ...", or the words for a credit or package good for any. */
export const levelOrAny = (id: string | null) => {
  if (!id) return 'Any level';
  const level = LEVELS.find((l) => l.id === id);
  return level ? `${level.level}: ${level.title}` : id;
};
