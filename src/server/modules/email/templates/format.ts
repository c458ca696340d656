import { LEVELS } from '@core/catalog/levels';
import { AGE_GROUPS, EMERGENCY_RELATIONSHIPS, SKILL_STATES } from '@core/catalog/swimmers';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { formatCents } from '@core/rules/money';
import { formatInZone, formatTimeRangeInZone, resolveTimeZone, timeZoneLabel } from '@core/rules/timezones';

/** The customer's zone if valid, else the business's own (the server has no browser zone to fall back to). */
export function customerZone(zone: string | null | undefined): string {
  return resolveTimeZone(zone, DEFAULT_TIME_ZONE);
}

/** Cents to "$1,234.50", the same figure the booking pages show. */
export const money = formatCents;

/** "ET": the customer's zone named as the pages name it (the shared `timeZoneLabel`). */
export function zoneLabel(zone: string): string {
  return timeZoneLabel(customerZone(zone));
}

/** "Sunday, March 8, 2026" in the customer's zone. */
export function lessonDay(start: Date, zone: string): string {
  return formatInZone(start, customerZone(zone), 'EEEE, MMMM d, yyyy');
}

/** "Sunday, March 8, 2026, 9:00 AM - 9:30 AM (ET)", as the confirmation page writes it. */
export function lessonWhen(start: Date, end: Date, zone: string): string {
  const tz = customerZone(zone);
  return `${lessonDay(start, tz)}, ${formatTimeRangeInZone(start, end, tz)}`;
}

export function ageGroupLabel(id: string): string {
  return AGE_GROUPS.find((a) => a.id === id)?.label ?? id;
}

/** The wizard's target level is a level id or a skill state; show whichever it is in words. */
export function skillLabel(id: string): string {
  const level = LEVELS.find((l) => l.id === id);
  if (level) return `${level.level}: ${level.title}`;
  return SKILL_STATES.find((s) => s.id === id)?.label ?? id;
}

export function relationshipLabel(id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  return EMERGENCY_RELATIONSHIPS.find((r) => r.id === id)?.label ?? id;
}
