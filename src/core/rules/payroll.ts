/**
 * What an instructor is owed for a period: lessons taught and no-shows (the instructor came to both) at the
 * instructor's rate, per lesson or per hour of those lessons, and the miles driven between lessons at the owner's
 * mileage rate. Lessons not recorded yet are not paid until they are.
 */
import type { PayBasis } from '../api/reports';

export const KM_PER_MILE = 1.609344;

/** Road kilometres as tenths of a mile, the unit payroll pays and shows. */
export function milesTenthsOf(km: number): number {
  return Math.round((km / KM_PER_MILE) * 10);
}

export function instructorPay(input: {
  payBasis: PayBasis;
  payRateCents: number;
  lessonsTaught: number;
  noShows: number;
  /** Minutes of the lessons taught and the no-shows. */
  minutesThere: number;
  milesTenths: number;
  mileageRateCents: number;
}): { payCents: number; mileageCents: number; totalCents: number } {
  const payCents =
    input.payBasis === 'per_hour'
      ? Math.round((input.minutesThere * input.payRateCents) / 60)
      : (input.lessonsTaught + input.noShows) * input.payRateCents;
  const mileageCents = Math.round((input.milesTenths * input.mileageRateCents) / 10);
  return { payCents, mileageCents, totalCents: payCents + mileageCents };
}
