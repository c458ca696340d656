import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { recallBookingAccess } from '@web/lib/booking-access';
import { paymentSucceededOn } from '@web/lib/confirmation-handoff';
import { reportBookingConversion } from '@web/lib/conversion';
import { refreshOpenSeats } from '@web/lib/open-seat-queries';
import { usePageMeta } from '@web/lib/page-meta';
import { ConfirmedBooking } from '../components/confirmed-booking';
import { UnconfirmedBooking } from '../components/unconfirmed-booking';
import { useBookingConfirmation } from '../hooks/use-booking-confirmation';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold text-ocean-900">Booking Confirmation</h1>
      <p className="mt-4 text-slate-700">
        We could not show the booking details on this device. Your confirmation email has everything you need,
        or contact us and we will help.
      </p>
      <Link to={SITE_ROUTES.booking} className={`${buttonVariants()} mt-6`}>
        Book lessons
      </Link>
    </div>
  );
}

/**
 * The booking confirmation (spec section 2). The wizard hands over here after a payment, and the provider sends the
 * visitor back here after a redirect; either way the server is asked to confirm, and "Booking Confirmed!" appears
 * only once it says so. Until then a visitor whose card payment just went through keeps reading "Payment Successful!"
 * above "Processing your booking confirmation...".
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking_id');
  const paymentSucceeded = paymentSucceededOn(useLocation());
  const token = recallBookingAccess(bookingId);
  const { view, checkAgain } = useBookingConfirmation(bookingId, token);
  const confirmed = view.kind === 'confirmed';
  const queryClient = useQueryClient();
  usePageMeta(
    confirmed ? PAYMENT_MESSAGES.confirmed : 'Booking Confirmation',
    'Your swim lesson booking confirmation.',
    {
      noIndex: true,
    },
  );

  useEffect(() => {
    if (confirmed && bookingId) reportBookingConversion(bookingId);
  }, [confirmed, bookingId]);

  // The booked seats are taken now: the calendars ask the server again rather than show them open from their cache
  // (spec section 7: on a confirmed booking the time-slot answers are refreshed).
  useEffect(() => {
    if (confirmed) void refreshOpenSeats(queryClient);
  }, [confirmed, queryClient]);

  if (!bookingId || !token || view.kind === 'not_found') return <NotFound />;
  return (
    <>
      {/* Kept on the page while waiting, so the answer replacing "Processing..." is announced; the other
          answers are alerts of their own. */}
      <p role="status" className="sr-only">
        {confirmed ? PAYMENT_MESSAGES.confirmed : ''}
      </p>
      {view.kind === 'confirmed' ? (
        <ConfirmedBooking booking={view.booking} />
      ) : (
        <UnconfirmedBooking view={view} paymentSucceeded={paymentSucceeded} onCheckAgain={checkAgain} />
      )}
    </>
  );
}
