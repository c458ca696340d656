/**
 * What the confirmation page is told about the payment it follows, so it can keep saying "Payment Successful!" while
 * it waits for the server to confirm the booking (spec section 2). The wizard hands over after a card payment with
 * navigation state; the live provider, when its extra authentication needed a redirect, comes back with
 * `redirect_status=succeeded` on the return URL. A visitor opening the page any other way is told nothing about the
 * payment: the page cannot know it went through.
 */
import { SITE_ROUTES } from '@core/site-routes';

export interface ConfirmationHandoff {
  /** The provider took the card payment; the server has yet to confirm the booking. */
  paymentSucceeded: boolean;
}

/** The confirmation page of one booking, the address the provider's return URL also names. */
export const confirmationAddress = (bookingId: string) =>
  `${SITE_ROUTES.bookingConfirmation}?booking_id=${encodeURIComponent(bookingId)}`;

/** Whether the page was reached right after a card payment the provider took. */
export function paymentSucceededOn(location: { state: unknown; search: string }): boolean {
  const state = location.state as Partial<ConfirmationHandoff> | null | undefined;
  if (typeof state === 'object' && state !== null && state.paymentSucceeded === true) return true;
  return new URLSearchParams(location.search).get('redirect_status') === 'succeeded';
}
