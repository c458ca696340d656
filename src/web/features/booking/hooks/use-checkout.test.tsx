import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  HoldSlotsResponse,
} from '@core/api/bookings';
import { ApiError } from '@web/lib/api-client';
import { recallBookingAccess } from '@web/lib/booking-access';
import { createPaymentIntent } from '../api/booking-api';
import { HOLD_ENDED_MESSAGE, useCheckout, type CheckoutBody } from './use-checkout';
import type { HoldState } from './use-slot-hold';

vi.mock('../api/booking-api', () => ({ createPaymentIntent: vi.fn() }));
const create = vi.mocked(createPaymentIntent);

const holdOf = (holdId: string, expiresAt = '2030-01-01T10:15:00Z'): HoldSlotsResponse => ({
  holdId,
  holdToken: `token-of-${holdId}-xxxxxxxxxxxx`,
  expiresAt,
  extensionsLeft: 1,
  meetsAt: [],
});
const held = (holdId: string, expiresAt?: string): HoldState => ({
  status: 'held',
  hold: holdOf(holdId, expiresAt),
});
const body: CheckoutBody = {
  bookingData: {
    lessonType: 'group',
    swimmers: [],
    emergencyContact: { name: 'Sam', phone: '202' },
  },
  selectedSlots: ['slot-1'],
  priceBreakdown: { total: 2500 },
};

let created = 0;
function answer(): CreatePaymentIntentResponse {
  created += 1;
  return {
    paymentIntentId: `pi_${created}`,
    bookingId: `booking-${created}`,
    clientSecret: `pi_${created}_secret`,
    amount: 2500,
    gateway: 'test',
    priceBreakdown: {
      subtotal: 2500,
      travelFees: 0,
      addOns: 0,
      discount: 0,
      taxes: 0,
      total: 2500,
      discountSource: null,
    },
    priceChanged: false,
  };
}
const requests = () => create.mock.calls.map(([request]) => request as CreatePaymentIntentRequest);

function renderCheckout(initial: { hold: HoldState; active: boolean }) {
  return renderHook(({ hold, active }) => useCheckout(hold, active, () => body), { initialProps: initial });
}

beforeEach(() => {
  created = 0;
  create.mockReset();
  create.mockImplementation(async () => answer());
});
afterEach(() => window.localStorage.clear());

describe('useCheckout', () => {
  test('creates no payment intent before step 5', () => {
    renderCheckout({ hold: held('hold-a'), active: false });
    expect(create).not.toHaveBeenCalled();
  });

  test("on step 5 it creates the intent with the live hold's id and token, and keeps the token for the confirmation", async () => {
    const { result } = renderCheckout({ hold: held('hold-a'), active: true });
    await waitFor(() => expect(result.current.intent?.bookingId).toBe('booking-1'));
    expect(requests()[0]).toMatchObject({
      holdId: 'hold-a',
      holdToken: 'token-of-hold-a-xxxxxxxxxxxx',
      selectedSlots: ['slot-1'],
    });
    expect(requests()[0]?.idempotencyKey).toMatch(/^hold-a:/);
    expect(recallBookingAccess('booking-1')).toBe('token-of-hold-a-xxxxxxxxxxxx');
  });

  test('a hold taken again gets a new intent bound to the new hold, with a new key', async () => {
    const { result, rerender } = renderCheckout({ hold: held('hold-a'), active: true });
    await waitFor(() => expect(result.current.intent?.bookingId).toBe('booking-1'));

    rerender({ hold: { status: 'expired', hold: holdOf('hold-a') }, active: true });
    expect(result.current.intent).toBeNull(); // nothing can be paid while the hold has ended
    expect(result.current.shownIntent?.bookingId).toBe('booking-1');

    rerender({ hold: held('hold-b'), active: true });
    await waitFor(() => expect(result.current.intent?.bookingId).toBe('booking-2'));
    const [first, second] = requests();
    expect(second).toMatchObject({ holdId: 'hold-b', holdToken: 'token-of-hold-b-xxxxxxxxxxxx' });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  test('an extension keeps the hold, so it keeps the intent', async () => {
    const { result, rerender } = renderCheckout({ hold: held('hold-a'), active: true });
    await waitFor(() => expect(result.current.intent).not.toBeNull());
    rerender({ hold: held('hold-a', '2030-01-01T10:30:00Z'), active: true });
    expect(result.current.intent?.bookingId).toBe('booking-1');
    expect(create).toHaveBeenCalledTimes(1);
  });

  test('a checkout the server says has ended is started again once with a new key', async () => {
    create.mockRejectedValueOnce(
      new ApiError(
        'This checkout has ended. Please choose your times again to continue.',
        409,
        'CHECKOUT_ENDED',
      ),
    );
    const { result } = renderCheckout({ hold: held('hold-a'), active: true });
    await waitFor(() => expect(result.current.intent?.bookingId).toBe('booking-1'));
    const [refused, retried] = requests();
    expect(retried?.idempotencyKey).not.toBe(refused?.idempotencyKey);
    expect(result.current.error).toBeNull();
  });

  test("any other refusal is shown with the server's message, and trying again asks again", async () => {
    create.mockRejectedValueOnce(new ApiError('That coupon has been used up.', 400, 'COUPON_INVALID'));
    const { result } = renderCheckout({ hold: held('hold-a'), active: true });
    await waitFor(() => expect(result.current.error).toBe('That coupon has been used up.'));
    act(() => void result.current.retry());
    await waitFor(() => expect(result.current.intent?.bookingId).toBe('booking-1'));
  });

  test('spec 8.4: a payment intent that cannot be created for lack of a connection says "An unexpected error occurred", not "Failed to fetch"', async () => {
    create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderCheckout({ hold: held('hold-a'), active: true });
    await waitFor(() => expect(result.current.error).toBe('An unexpected error occurred'));
  });

  test('spec 8.4: a server fault creating the payment intent says "An unexpected error occurred", not its status', async () => {
    create.mockRejectedValueOnce(new ApiError('', 502));
    const { result } = renderCheckout({ hold: held('hold-a'), active: true });
    await waitFor(() => expect(result.current.error).toBe('An unexpected error occurred'));
  });

  test('reaching step 5 with an ended hold asks for the times to be held again', () => {
    const { result } = renderCheckout({
      hold: { status: 'expired', hold: holdOf('hold-a') },
      active: true,
    });
    expect(result.current.error).toBe(HOLD_ENDED_MESSAGE);
    expect(create).not.toHaveBeenCalled();
  });

  test('an answer for a hold that has since been replaced is dropped', async () => {
    let finishFirst: (value: CreatePaymentIntentResponse) => void = () => {};
    create.mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)));
    const { result, rerender } = renderCheckout({ hold: held('hold-a'), active: true });
    rerender({ hold: held('hold-b'), active: true });
    await waitFor(() => expect(result.current.intent?.bookingId).toBe('booking-1'));
    await act(async () => finishFirst({ ...answer(), bookingId: 'stale' }));
    expect(result.current.intent?.bookingId).toBe('booking-1');
    expect(requests()[1]?.holdId).toBe('hold-b');
  });
});
