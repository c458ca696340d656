import { CheckCircle2, Mail, Phone } from 'lucide-react';
import type { BookingDetails } from '@core/api/bookings';
import { BUSINESS } from '@core/catalog/business';
import { siteConfig } from '@web/lib/site-config';
import { BookingSummary } from './booking-summary';
import { ConfirmationActions } from './confirmation-actions';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

// Print only the confirmation itself: the site's header, footer and navigation stay on screen.
const PRINT_CSS =
  '@media print { header, footer, nav, [data-testid="route-announcer"] { display: none !important; } body { background: #fff; } }';

/** The confirmation screen of the spec (section 2), shown once the server says the booking is confirmed. */
export function ConfirmedBooking({ booking }: { booking: BookingDetails }) {
  const { phone, email } = siteConfig();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <style>{PRINT_CSS}</style>
      <div className="text-center">
        <CheckCircle2 className="mx-auto size-14 text-emerald-600 print:hidden" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ocean-900 sm:text-4xl">
          {PAYMENT_MESSAGES.confirmed}
        </h1>
        <p className="mt-2 text-slate-700">
          Booking ID: <strong className="font-mono text-lg text-slate-900">{booking.reference}</strong>
        </p>
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
        <ContactLinks email={email} phone={phone} />
      </section>
      <div className="mt-8">
        <ConfirmationActions booking={booking} />
      </div>
    </div>
  );
}

export function ContactLinks({ email, phone }: { email: string; phone: string }) {
  return (
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
  );
}
