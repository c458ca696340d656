import { formatInZone } from '@core/rules/timezones';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';

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
