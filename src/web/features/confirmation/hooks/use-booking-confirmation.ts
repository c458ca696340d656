/**
 * Settles a booking and waits for its final state: asks the server to confirm it once (the wizard's hand-off and a
 * provider's redirect back both land here), then reads the booking back every POLL_MS until its state is final.
 * After MAX_POLLS reads it stops and lets the visitor ask again, rather than polling a tab left open for hours.
 */
import { useEffect, useState } from 'react';
import type { BookingDetails } from '@core/api/bookings';
import { ApiError } from '@web/lib/api-client';
import { fetchBookingDetails } from '../api/booking-details';
import { confirmBooking } from '../api/confirm-booking';
import {
  confirmAnswerFrom,
  confirmationView,
  type ConfirmAnswer,
  type ConfirmationView,
} from '../lib/confirmation-state';

export const POLL_MS = 1500;
export const MAX_POLLS = 40;

async function askToConfirm(bookingId: string): Promise<ConfirmAnswer> {
  try {
    await confirmBooking({ bookingId });
    return { kind: 'answered' };
  } catch (err) {
    return confirmAnswerFrom(err);
  }
}

export function useBookingConfirmation(bookingId: string | null, token: string | null) {
  const [view, setView] = useState<ConfirmationView>({ kind: 'processing' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!bookingId || !token) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reads = 0;

    const readBack = async (answer: ConfirmAnswer) => {
      let booking: BookingDetails | undefined;
      try {
        booking = await fetchBookingDetails(bookingId, token, controller.signal);
      } catch (err) {
        if (controller.signal.aborted) return;
        // Without the right token the server answers 404: this device cannot show the booking.
        if (err instanceof ApiError && err.status === 404) return setView({ kind: 'not_found' });
      }
      if (controller.signal.aborted) return;
      reads += 1;
      const next = confirmationView(answer, booking, reads >= MAX_POLLS);
      setView(next);
      if (next.kind === 'processing') timer = setTimeout(() => void readBack(answer), POLL_MS);
    };

    setView({ kind: 'processing' });
    void askToConfirm(bookingId).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.kind === 'not_found') return setView({ kind: 'not_found' });
      return readBack(answer);
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [bookingId, token, round]);

  return { view, checkAgain: () => setRound((r) => r + 1) };
}
