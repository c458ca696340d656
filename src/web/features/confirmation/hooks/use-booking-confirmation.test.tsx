import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BookingDetails } from '@core/api/bookings';
import type { BookingState } from '@core/rules/booking-lifecycle';
import { ApiError } from '@web/lib/api-client';
import { fetchBookingDetails } from '../api/booking-details';
import { confirmBooking } from '../api/confirm-booking';
import { MAX_POLLS, POLL_MS, useBookingConfirmation } from './use-booking-confirmation';

vi.mock('../api/booking-details', () => ({ fetchBookingDetails: vi.fn() }));
vi.mock('../api/confirm-booking', () => ({ confirmBooking: vi.fn() }));
const read = vi.mocked(fetchBookingDetails);
const confirm = vi.mocked(confirmBooking);

const booking = (status: BookingState) => ({ id: 'b1', reference: 'BK-ABC123', status }) as BookingDetails;
/** Lets the pending promises of the hook run. */
const settle = () => act(async () => {});
const nextPoll = () => act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS)));

beforeEach(() => {
  vi.useFakeTimers();
  read.mockReset();
  confirm.mockReset();
  confirm.mockResolvedValue({ bookingId: 'b1', reference: 'BK-ABC123', status: 'pending_payment' });
});
afterEach(() => vi.useRealTimers());

describe('useBookingConfirmation', () => {
  test('asks the server to confirm once, then reads the booking back until it is confirmed', async () => {
    read
      .mockResolvedValueOnce(booking('pending_payment'))
      .mockResolvedValueOnce(booking('pending_payment'))
      .mockResolvedValue(booking('confirmed'));
    const { result } = renderHook(() => useBookingConfirmation('b1', 'token'));
    expect(result.current.view.kind).toBe('processing');
    await settle();
    expect(confirm).toHaveBeenCalledWith({ bookingId: 'b1' });
    expect(read).toHaveBeenCalledWith('b1', 'token', expect.any(AbortSignal));
    expect(result.current.view.kind).toBe('processing');
    await nextPoll();
    expect(result.current.view.kind).toBe('processing');
    await nextPoll();
    expect(result.current.view.kind).toBe('confirmed');
    await nextPoll();
    expect(read).toHaveBeenCalledTimes(3); // a final state ends the polling
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  test('does nothing without the booking access token', async () => {
    renderHook(() => useBookingConfirmation('b1', null));
    await settle();
    expect(confirm).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  test('a booking this device cannot read is not found', async () => {
    read.mockRejectedValue(new ApiError('Booking not found', 404, 'NOT_FOUND'));
    const { result } = renderHook(() => useBookingConfirmation('b1', 'wrong'));
    await settle();
    expect(result.current.view.kind).toBe('not_found');
  });

  test('keeps reading through a dropped connection', async () => {
    read.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(booking('confirmed'));
    const { result } = renderHook(() => useBookingConfirmation('b1', 'token'));
    await settle();
    expect(result.current.view.kind).toBe('processing');
    await nextPoll();
    expect(result.current.view.kind).toBe('confirmed');
  });

  test('stops after its last read, and checking again asks the server to confirm again', async () => {
    read.mockResolvedValue(booking('pending_payment'));
    const { result } = renderHook(() => useBookingConfirmation('b1', 'token'));
    await settle();
    for (let i = 1; i < MAX_POLLS; i++) await nextPoll();
    expect(result.current.view.kind).toBe('still_pending');
    await nextPoll();
    expect(read).toHaveBeenCalledTimes(MAX_POLLS);

    read.mockResolvedValue(booking('confirmed'));
    act(() => result.current.checkAgain());
    await settle();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(result.current.view.kind).toBe('confirmed');
  });
});
