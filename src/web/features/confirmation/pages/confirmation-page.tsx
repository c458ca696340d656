import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { bookingAccessStorageKey } from '@core/api/bookings';
import { BUSINESS } from '@core/catalog/business';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';
import { siteConfig } from '@web/lib/site-config';
import { bookingDetailsQuery } from '../api/booking-details';
import { BookingSummary } from '../components/booking-summary';
import { ConfirmationActions } from '../components/confirmation-actions';

// Print only the confirmation itself: the site's header, footer and navigation stay on screen.
const PRINT_CSS =
  '@media print { header, footer, nav, [data-testid="route-announcer"] { display: none !important; } body { background: #fff; } }';

function readToken(bookingId: string | null): string | null {
  if (!bookingId) return null;
  try {
    return window.localStorage.getItem(bookingAccessStorageKey(bookingId));
  } catch {
    return null;
  }
}

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

export function ConfirmationPage() {
  usePageMeta('Booking Confirmed!', 'Your swim lesson booking confirmation.', { noIndex: true });
  const [params] = useSearchParams();
  const bookingId = params.get('booking_id');
  const token = readToken(bookingId);
  const query = useQuery({
    ...bookingDetailsQuery(bookingId ?? '', token),
    enabled: Boolean(bookingId && token),
  });
  const { phone, email } = siteConfig();

  if (!bookingId || !token || query.isError) return <NotFound />;
  if (!query.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" aria-busy="true">
        <h1 className="text-3xl font-extrabold text-ocean-900">Booking Confirmed!</h1>
        <p className="mt-4 text-slate-700" role="status">
          Loading your booking...
        </p>
      </div>
    );
  }
  const booking = query.data;
  const confirmed = booking.status === 'confirmed';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <style>{PRINT_CSS}</style>
      <div className="text-center">
        <CheckCircle2 className="mx-auto size-14 text-emerald-600 print:hidden" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ocean-900 sm:text-4xl">
          {confirmed ? 'Booking Confirmed!' : 'Booking not confirmed'}
        </h1>
        <p className="mt-2 text-slate-700">
          Booking ID: <strong className="font-mono text-lg text-slate-900">{booking.reference}</strong>
        </p>
        {!confirmed && (
          <p
            role="alert"
            className="mx-auto mt-4 max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            {booking.status === 'refunded'
              ? 'This booking was refunded in full. Please contact us or book other times.'
              : 'This booking is not confirmed yet. If you have paid, it will be confirmed within a few minutes.'}
          </p>
        )}
      </div>
      <div className="mt-8">
        <BookingSummary booking={booking} />
      </div>
      <section
        aria-labelledby="whats-next"
        className="mt-4 rounded-2xl bg-ocean-50 p-4 sm:p-6 print:bg-white print:p-0"
      >
        <h2 id="whats-next" className="text-lg font-bold text-ocean-900">
          What's Next
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          <li>You'll receive a confirmation email within {BUSINESS.confirmationEmailMinutes} minutes.</li>
          <li>
            Your instructor will contact you {BUSINESS.instructorContactHours.from}-
            {BUSINESS.instructorContactHours.to} hours before your first lesson.
          </li>
          <li>Bring swimwear, a towel and any equipment you ordered.</li>
          <li>Please arrive {BUSINESS.arriveEarlyMinutes} minutes early.</li>
        </ul>
        <p className="mt-4 text-sm text-slate-800">Questions? We are here to help:</p>
        <p className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <a
            className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 underline"
            href={`mailto:${email}`}
          >
            <Mail className="size-4" aria-hidden="true" /> {email}
          </a>
          <a
            className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 underline"
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          >
            <Phone className="size-4" aria-hidden="true" /> {phone}
          </a>
        </p>
      </section>
      <div className="mt-8">
        <ConfirmationActions booking={booking} />
      </div>
    </div>
  );
}
