/** The rows a new online booking is written as, from the wizard's draft and the server's price: one place for both ways to pay. */
import type { bookingDraftSchema } from '@core/api/bookings';
import { INITIAL_STATE } from '@core/rules/booking-lifecycle';
import { resolveTimeZone } from '@core/rules/timezones';
import type { z } from 'zod';
import { readableId } from '../../../lib/ids';
import type { PricedDraft } from './pricing-service';
import type { ResolvedPlace } from './lesson-place';
import type * as repo from '../booking/bookings.repository';

type ParsedDraft = z.output<typeof bookingDraftSchema>;

export function bookingRowsOf(
  draft: ParsedDraft,
  priced: PricedDraft,
  extra: Pick<repo.NewBooking, 'couponCode' | 'holdId' | 'accessTokenHash' | 'idempotencyKey'> &
    Partial<Pick<repo.NewBooking, 'paidWithCredits'>> &
    Partial<ResolvedPlace['columns']> & {
      /** Overrides of the stored price (a booking paid with credits costs nothing on the card). */
      totals?: Partial<Pick<repo.NewBooking, 'discountCents' | 'taxesCents' | 'totalCents'>>;
    },
): [repo.NewBooking, repo.NewSwimmer[], repo.NewBookingSlot[]] {
  const customer = draft.swimmers[0]!; // the schema requires at least one swimmer
  const swimmersCount = draft.swimmers.length;
  const { breakdown } = priced;
  const { totals, ...rest } = extra;
  return [
    {
      reference: readableId('BK'),
      status: INITIAL_STATE.checkout_started,
      lessonType: draft.lessonType,
      swimmersCount,
      customerName: customer.name,
      customerEmail: customer.email.toLowerCase(),
      customerPhone: customer.phone || null,
      emergencyName: draft.emergencyContact.name,
      emergencyPhone: draft.emergencyContact.phone,
      emergencyRelationship: draft.emergencyContact.relationship ?? null,
      specialRequests: draft.specialRequests || null,
      marketingConsent: draft.marketingConsent,
      addOns: priced.addOns,
      subtotalCents: breakdown.subtotal,
      travelFeesCents: breakdown.travelFees,
      addOnsCents: breakdown.addOns,
      discountCents: breakdown.discount,
      taxesCents: breakdown.taxes,
      totalCents: breakdown.total,
      timeZone: resolveTimeZone(draft.timeZone, 'America/New_York'),
      ...rest,
      ...totals,
    },
    draft.swimmers.map((s, position) => ({
      position,
      name: s.name,
      email: s.email.toLowerCase(),
      phone: s.phone || null,
      ageGroup: s.ageGroup,
      level: s.level,
      experienceLevel: s.experienceLevel,
      goals: s.goals || null,
      healthConsiderations: s.healthConsiderations || null,
      previousExperience: s.previousExperience || null,
      fears: s.fears || null,
      preferences: s.preferences || null,
      savedSwimmerId: s.savedSwimmerId ?? null,
    })),
    priced.slots.map((s) => ({
      slotId: s.id,
      seats: swimmersCount,
      priceCents: s.basePriceCents,
      travelFeeCents: s.travelFeeCents,
    })),
  ];
}
