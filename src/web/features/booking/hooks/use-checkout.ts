/**
 * Step 5's payment intent, always bound to the hold that is live now. It is created on entering step 5 and again
 * whenever the hold changes (after "Hold these times again" the old checkout's hold is gone, and a payment on it
 * would be refunded because its seats now belong to the new hold). An extension keeps the hold, so it keeps the
 * intent (decision 0060).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  HoldSlotsResponse,
} from '@core/api/bookings';
import { ApiError, failureMessage } from '@web/lib/api-client';
import { rememberBookingAccess } from '@web/lib/booking-access';
import { createPaymentIntent } from '../api/booking-api';
import { checkoutKey } from '../lib/checkout-key';
import type { HoldState } from './use-slot-hold';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

export type CheckoutBody = Pick<
  CreatePaymentIntentRequest,
  'bookingData' | 'selectedSlots' | 'priceBreakdown'
>;

type CheckoutState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; intent: CreatePaymentIntentResponse; holdId: string }
  | { status: 'failed'; message: string };

export const HOLD_ENDED_MESSAGE = 'Your hold on these times has expired. Please hold them again to continue.';

export function useCheckout(holdState: HoldState, active: boolean, body: () => CheckoutBody) {
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });
  // Answers to requests made for an older hold or an older visit to step 5 are dropped.
  const latest = useRef(0);
  const round = useRef(0);
  const bodyRef = useRef(body);
  bodyRef.current = body;
  const hold = holdState.status === 'held' ? holdState.hold : null;

  const prepare = useCallback(async (forHold: HoldSlotsResponse) => {
    const mine = ++latest.current;
    setState({ status: 'preparing' });
    const request = bodyRef.current();
    const keyBody = { bookingData: request.bookingData, slotIds: request.selectedSlots };
    for (let attempt = 0; ; attempt++) {
      try {
        const intent = await createPaymentIntent({
          ...request,
          holdId: forHold.holdId,
          holdToken: forHold.holdToken,
          idempotencyKey: checkoutKey(forHold.holdId, keyBody, round.current),
        });
        if (mine !== latest.current) return;
        // The hold's secret also opens the confirmation later, so it survives a reload (forgotten after 30 days).
        rememberBookingAccess(intent.bookingId, forHold.holdToken);
        setState({ status: 'ready', intent, holdId: forHold.holdId });
        return;
      } catch (err) {
        if (err instanceof ApiError && err.code === 'CHECKOUT_ENDED' && attempt === 0) {
          round.current += 1;
          continue;
        }
        if (mine !== latest.current) return;
        // A refusal says why (a coupon used up, a time taken); no connection or a server fault gets the spec's words.
        setState({ status: 'failed', message: failureMessage(err, PAYMENT_MESSAGES.unexpected) });
        return;
      }
    }
  }, []);

  const holdRef = useRef(hold);
  holdRef.current = hold;
  const holdId = hold?.holdId ?? null;
  useEffect(() => {
    if (!active) {
      latest.current += 1; // leaving step 5 drops an answer still on its way
      setState({ status: 'idle' });
      return;
    }
    const current = holdRef.current;
    // An ended hold keeps its intent on screen; paying waits until a hold is live again.
    if (current) void prepare(current);
  }, [active, holdId, prepare]);

  const intent = state.status === 'ready' && state.holdId === holdId ? state.intent : null;
  const holdEnded = ['expired', 'unavailable', 'error'].includes(holdState.status);
  const error =
    state.status === 'failed'
      ? state.message
      : holdEnded && state.status !== 'ready'
        ? HOLD_ENDED_MESSAGE
        : null;
  return {
    /** The intent to pay, only while it belongs to the live hold. */
    intent,
    /** The intent shown while the hold has ended: it cannot be paid until the hold is live again. */
    shownIntent: state.status === 'ready' ? state.intent : null,
    error,
    retry: () => hold && void prepare(hold),
  };
}
