/** Helpers for booking API tests: a held slot and a valid draft, driven through the real endpoints. */
import type { BookingDraft } from '@core/api/bookings';
import type { TestApp } from '../../../test/test-app';

export const swimmer = (over: Partial<BookingDraft['swimmers'][number]> = {}) => ({
  name: 'Ava Parker',
  email: 'ava.parker@example.com',
  ageGroup: 'child' as const,
  level: 'turtle' as const,
  experienceLevel: 'beginner' as const,
  ...over,
});

export const draft = (over: Partial<BookingDraft> = {}): BookingDraft => ({
  lessonType: 'private',
  swimmers: [swimmer()],
  addOns: [],
  emergencyContact: { name: 'Jordan Parker', phone: '(301) 555-0101', relationship: 'parent' },
  marketingConsent: false,
  timeZone: 'America/New_York',
  ...over,
});

let visitors = 0;
/** A new visitor's address for each call, so the per-address hold limit only bites in tests that aim at it. */
export const visitorAddress = () => `10.1.${Math.floor(++visitors / 250) % 250}.${(visitors % 250) + 1}`;

export async function hold(
  t: TestApp,
  slotIds: string[],
  extra: Record<string, unknown> = {},
  remoteAddress = visitorAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings/hold-slots',
    payload: { slotIds, duration: 15, ...extra },
    remoteAddress,
  });
}

export async function createIntent(
  t: TestApp,
  input: {
    slotIds: string[];
    holdId: string;
    holdToken: string;
    bookingData?: BookingDraft;
    key?: string;
    clientTotal?: number;
    /** A signed-in family's cookie and origin, say. */
    headers?: Record<string, string>;
  },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings/create-payment-intent',
    headers: input.headers,
    payload: {
      bookingData: input.bookingData ?? draft(),
      selectedSlots: input.slotIds,
      priceBreakdown: input.clientTotal === undefined ? undefined : { total: input.clientTotal },
      holdId: input.holdId,
      holdToken: input.holdToken,
      idempotencyKey: input.key ?? `key-${Math.random().toString(36).slice(2)}`,
    },
  });
}

export async function payTestCard(
  t: TestApp,
  intent: { paymentIntentId: string; clientSecret: string },
  cardNumber = '4242 4242 4242 4242',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/test/pay',
    payload: { ...intent, cardNumber, expiry: '12 / 34', cvc: '123', zip: '20001' },
  });
}

export const confirm = (t: TestApp, bookingId: string) =>
  t.app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { bookingId } });

/** Holds the slots and opens a payment intent for them; returns everything a test needs next. */
export async function startCheckout(t: TestApp, slotIds: string[], bookingData?: BookingDraft) {
  const swimmers = bookingData?.swimmers.length ?? 1;
  const held = (await hold(t, slotIds, { swimmersCount: swimmers })).json();
  const res = await createIntent(t, { slotIds, holdId: held.holdId, holdToken: held.holdToken, bookingData });
  if (res.statusCode !== 200)
    throw new Error(`create-payment-intent answered ${res.statusCode}: ${res.body}`);
  return { ...held, ...res.json() } as {
    holdId: string;
    holdToken: string;
    bookingId: string;
    paymentIntentId: string;
    clientSecret: string;
    amount: number;
  };
}
