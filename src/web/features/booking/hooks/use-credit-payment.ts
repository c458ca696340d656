/**
 * "Complete Booking" with lesson credits: books the held times with no card step. The idempotency key is made like
 * the checkout's (the hold, the draft and the times), so a retried click finds the booking it already made.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayWithCreditsRequest } from '@core/api/credits';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';
import { failureMessage } from '@web/lib/api-client';
import { rememberBookingAccess } from '@web/lib/booking-access';
import { refreshOpenSeats } from '@web/lib/open-seat-queries';
import { payWithCredits } from '../api/pay-with-credits';
import { checkoutKey } from '../lib/checkout-key';
import type { HoldState } from './use-slot-hold';

type CreditBody = Pick<PayWithCreditsRequest, 'bookingData' | 'selectedSlots'>;

export function useCreditPayment(holdState: HoldState, onPaid: (bookingId: string) => void) {
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function pay(body: CreditBody) {
    if (holdState.status !== 'held' || paying) return;
    const { holdId, holdToken } = holdState.hold;
    setPaying(true);
    setError(null);
    try {
      const result = await payWithCredits({
        ...body,
        holdId,
        holdToken,
        idempotencyKey: `credits:${checkoutKey(holdId, { bookingData: body.bookingData, slotIds: body.selectedSlots }, 0)}`,
      });
      // The same token a card checkout keeps opens the confirmation page, also after a reload.
      rememberBookingAccess(result.bookingId, result.accessToken);
      void refreshOpenSeats(queryClient);
      onPaid(result.bookingId);
    } catch (err) {
      setError(failureMessage(err, PAYMENT_MESSAGES.unexpected));
      // Credits spent elsewhere meanwhile: ask again, so the card becomes the way to pay.
      void queryClient.invalidateQueries({ queryKey: ['credit-quote'] });
      setPaying(false);
    }
  }

  return { pay, paying, error };
}
