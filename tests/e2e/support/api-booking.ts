/** Booking as another browser would, through the public API: hold, checkout, and the test card's payment. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

export interface ApiBookingOptions {
  /** Prefix for the paths, when `request` is not bound to the server's base URL. */
  baseURL?: string;
  swimmer?: string;
  contact?: { name: string; phone: string };
  idempotencyKey?: string;
}

/** Books and pays one private booking of `slotIds` for a swimmer with `email`, with card 4242; fails on any refusal. */
export async function bookThroughApi(
  request: APIRequestContext,
  slotIds: string[],
  email: string,
  options: ApiBookingOptions = {},
) {
  const at = (path: string) => `${options.baseURL ?? ''}${path}`;
  const hold = await request.post(at('/api/bookings/hold-slots'), {
    data: { slotIds, duration: 15, swimmersCount: 1 },
  });
  expect(hold.status(), await hold.text()).toBe(200);
  const held = await hold.json();
  const contact = options.contact ?? { name: 'Morgan Chen', phone: '(202) 555-0110' };
  const intent = await request.post(at('/api/bookings/create-payment-intent'), {
    data: {
      bookingData: {
        lessonType: 'private',
        swimmers: [
          {
            name: options.swimmer ?? 'Riley Chen',
            email,
            ageGroup: 'child',
            level: 'turtle',
            experienceLevel: 'beginner',
          },
        ],
        addOns: [],
        emergencyContact: { ...contact, relationship: 'parent' },
        marketingConsent: false,
        timeZone: 'America/New_York',
      },
      selectedSlots: slotIds,
      holdId: held.holdId,
      holdToken: held.holdToken,
      idempotencyKey: options.idempotencyKey ?? `e2e-${email}`,
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId, clientSecret } = await intent.json();
  const paid = await request.post(at('/api/payments/test/pay'), {
    data: {
      paymentIntentId,
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      zip: '20001',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
