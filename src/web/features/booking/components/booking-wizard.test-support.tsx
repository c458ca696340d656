/** What the wizard's component tests share: one picked time, its instructor and venue, and the rendered wizard. */
import type { SavedBooking } from '../lib/saved-booking';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ZipInfo } from '@core/api/travel';
import type { Instructor, TimeSlot, Venue } from '@core/api/calendar';
import type { SeriesSlot } from '@core/api/series';
import { renderWithApp } from '@web/test/render-with-app';
import { BookingWizard } from './booking-wizard';
import { enterText } from '@web/test/enter-text';

export const ZONE = 'America/New_York';
export const HOLD = {
  holdId: '22222222-2222-4222-8222-222222222222',
  holdToken: 'HoldTokenHoldTokenHoldToken_-0123456789',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  extensionsLeft: 1,
};

export const uuidFor = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A Saturday lesson, 10:00 AM in New York. */
export const picked: TimeSlot = {
  id: uuidFor(1),
  startTime: '2030-07-06T14:00:00.000Z',
  endTime: '2030-07-06T14:30:00.000Z',
  instructorId: 'i1',
  venueId: 'v1',
  capacity: 1,
  bookedCount: 0,
  lessonType: 'private',
  basePrice: 4500,
  status: 'available',
};

export const seriesSlot = (n: number, startTime: string, instructorName = 'Alex Rivera'): SeriesSlot => ({
  id: uuidFor(n),
  startTime,
  endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
  instructorId: instructorName === 'Alex Rivera' ? 'i1' : 'i2',
  instructorName,
  venueName: 'Chen family pool',
  basePriceCents: 4500,
  spotsLeft: 1,
});

export function renderWizard(onCompleted = vi.fn(), resume?: SavedBooking) {
  const instructors = new Map<string, Instructor>([['i1', { id: 'i1', name: 'Alex Rivera', specialty: '' }]]);
  const venues = new Map<string, Venue>([
    ['v1', { id: 'v1', name: 'Chen family pool', poolType: 'outdoor', travelFee: 0 }],
  ]);
  renderWithApp(
    <BookingWizard
      slots={[picked]}
      resume={resume}
      instructors={instructors}
      venues={venues}
      timeZone={ZONE}
      level={null}
      variant="standard"
      onBack={vi.fn()}
      onCompleted={onCompleted}
    />,
  );
  return { onCompleted };
}

export const priceBody = {
  subtotal: 4500,
  travelFees: 0,
  addOns: 0,
  discount: 0,
  taxes: 0,
  total: 4500,
  discountSource: null,
  couponError: null,
};

/** The server's answer to `POST /api/bookings/create-payment-intent` for the picked time, in test mode. */
export const cardIntent = (amount = priceBody.total) => ({
  paymentIntentId: 'pi_1',
  bookingId: 'b-card',
  clientSecret: 'pi_1_secret',
  amount,
  gateway: 'test',
  priceBreakdown: { ...priceBody, couponError: undefined },
  priceChanged: false,
});

/** Chevy Chase, MD: inside the service area, in the first fee band. */
export const CHEVY_CHASE: ZipInfo = {
  zip: '20815',
  city: 'Chevy Chase',
  state: 'MD',
  inServiceArea: true,
  distanceKm: 9.6,
  travelFeeCents: 0,
  message: 'Travel fee to Chevy Chase, MD: $0.00 per lesson',
};

/**
 * The look-ups every walk to the review step makes: the travel of the pool address of `fillPoolAddress`, and the
 * documents to sign (none, unless a test says otherwise), answered at once so no test waits out a retry.
 */
export const travelRoutes = {
  'GET /api/travel/zip/20815': { status: 200, body: CHEVY_CHASE },
  'GET /api/documents/to-sign': { status: 200, body: { documents: [] } },
};

/** Step 4's "Where will lessons be?": the family's own pool in Chevy Chase, MD. */
export async function fillPoolAddress(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, screen.getByLabelText(/^Street address/), '12 Elm Street');
  await enterText(user, screen.getByLabelText(/^City/), 'Chevy Chase');
  await user.selectOptions(screen.getByLabelText(/^State/), 'MD');
  await user.type(screen.getByLabelText(/^ZIP code/), '20815');
}

/** Continue is enabled once the place is looked up and the hold is checked against it. */
export const continueWhenAllowed = async (user: ReturnType<typeof userEvent.setup>) => {
  const next = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
};

/** Steps 1 to 3 with one swimmer, up to "Review & Emergency Contact". */
export async function reachReview(email = 'dana@example.com') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await enterText(user, screen.getByLabelText(/^Full Name/), 'Mia Okafor');
  await enterText(user, screen.getByLabelText(/^Email Address/), email);
  await user.selectOptions(screen.getByLabelText(/^Age Group/), 'child');
  await user.selectOptions(screen.getByLabelText(/^Experience Level/), 'beginner');
  await user.selectOptions(screen.getByLabelText(/^Target Skill Level/), 'guppy');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Review & Emergency Contact' });
  return user;
}
