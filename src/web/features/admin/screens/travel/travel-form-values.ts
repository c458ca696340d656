import type { z } from 'zod';
import { travelSettingsSchema, type TravelSettings } from '@core/api/travel';
import { dollars } from '@web/features/admin/shared/format';
import { typedNumber } from '@web/features/admin/shared/typed-number';

/** The travel form as typed: every number is the text of its field until the form is checked. */
export interface TravelFormValues {
  baseZip: string;
  serviceRadiusKm: string;
  roadFactorPercent: string;
  averageSpeedKmh: string;
  bufferMinutes: string;
  feeBands: { upToKm: string; fee: string }[];
}

export function travelFormFrom(saved: TravelSettings): TravelFormValues {
  return {
    baseZip: saved.baseZip,
    serviceRadiusKm: String(saved.serviceRadiusKm),
    roadFactorPercent: String(saved.roadFactorPercent),
    averageSpeedKmh: String(saved.averageSpeedKmh),
    bufferMinutes: String(saved.bufferMinutes),
    feeBands: saved.feeBands.map((b) => ({ upToKm: String(b.upToKm), fee: (b.feeCents / 100).toFixed(2) })),
  };
}

/** A zod issue in the owner's words: the schema's own sentence, or a plain one for a missing or broken number. */
function plainMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return 'Enter a whole number';
  if (issue.code === 'too_small' && issue.message.startsWith('Too small')) return `At least ${issue.minimum}`;
  if (issue.code === 'too_big' && issue.message.startsWith('Too big')) return `At most ${issue.maximum}`;
  return issue.message;
}

/**
 * Checks the form with the server's own schema. Fee bands are typed in dollars and sent in cents; errors are keyed by
 * their field's path ("serviceRadiusKm", "feeBands.1.upToKm", "feeBands").
 */
export function checkTravelForm(
  values: TravelFormValues,
): { ok: true; settings: TravelSettings } | { ok: false; errors: Record<string, string> } {
  const parsed = travelSettingsSchema.safeParse({
    baseZip: values.baseZip,
    serviceRadiusKm: typedNumber(values.serviceRadiusKm),
    roadFactorPercent: typedNumber(values.roadFactorPercent),
    averageSpeedKmh: typedNumber(values.averageSpeedKmh),
    bufferMinutes: typedNumber(values.bufferMinutes),
    feeBands: values.feeBands.map((b) => {
      const fee = typedNumber(b.fee);
      return { upToKm: typedNumber(b.upToKm), feeCents: Number.isNaN(fee) ? fee : Math.round(fee * 100) };
    }),
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??=
      key.endsWith('feeCents') && issue.code === 'invalid_type' ? 'Enter an amount' : plainMessage(issue);
  }
  return { ok: false, errors };
}

/** "up to 10 km: $15 · up to 25 km: $30" */
export const feeBandsText = (bands: TravelSettings['feeBands']) =>
  bands.map((b) => `up to ${b.upToKm} km: ${dollars(b.feeCents)}`).join(' · ');
