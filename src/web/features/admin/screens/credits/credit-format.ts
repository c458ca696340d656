import { formatInZone } from '@core/rules/timezones';
import { BUSINESS_ZONE } from '@web/features/admin/shared/format';

export const lessonCount = (n: number) => `${n} lesson${n === 1 || n === -1 ? '' : 's'}`;
export const creditCount = (n: number) => `${n} lesson credit${n === 1 ? '' : 's'}`;
/** "+4" or "-1": what an entry added to or took from the balance. */
export const signedLessons = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A day the owner reads in the business's own zone: "12 May 2027". */
export const dayOf = (iso: string | null) => (iso ? formatInZone(iso, BUSINESS_ZONE, 'd MMM yyyy') : '—');

/** When a ledger entry was written; with the year, since a history runs longer than one. */
export const creditMoment = (iso: string) => formatInZone(iso, BUSINESS_ZONE, 'd MMM yyyy, h:mm a');

export const CREDIT_KIND_LABELS: Record<string, string> = {
  package: 'Package',
  spend: 'Lessons booked',
  return: 'Credits returned',
  cancellation: 'Cancellation credit',
  weather: 'Weather credit',
  adjustment: 'Adjustment',
};
export const creditKindLabel = (kind: string) => CREDIT_KIND_LABELS[kind] ?? kind;
