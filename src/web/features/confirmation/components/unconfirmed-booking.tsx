import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';
import { SITE_ROUTES } from '@core/site-routes';
import { Button, buttonVariants } from '@web/components/ui/button';
import { siteConfig } from '@web/lib/site-config';
import { STILL_PENDING_MESSAGE, type ConfirmationView } from '../lib/confirmation-state';
import { ContactLinks } from './confirmed-booking';

type Unconfirmed = Extract<
  ConfirmationView,
  { kind: 'processing' | 'ended' | 'payment_failed' | 'still_pending' }
>;

function Reference({ reference }: { reference: string | undefined }) {
  if (!reference) return null;
  return (
    <p className="mt-2 text-slate-700">
      Booking ID: <strong className="font-mono text-lg text-slate-900">{reference}</strong>
    </p>
  );
}

/**
 * Every state of the confirmation page before, or instead of, "Booking Confirmed!": waiting for the server (after a
 * card payment the provider took, under "Payment Successful!"), a booking that ended without being confirmed, a
 * failed payment, or a payment still not settled. Each offers a way on.
 */
export function UnconfirmedBooking({
  view,
  paymentSucceeded = false,
  onCheckAgain,
}: {
  view: Unconfirmed;
  /** The visitor comes straight from a card payment the provider took (see lib/confirmation-handoff.ts). */
  paymentSucceeded?: boolean;
  onCheckAgain: () => void;
}) {
  const { phone, email } = siteConfig();
  if (view.kind === 'processing') {
    return (
      // Not aria-busy: a screen reader may hold back the status below while its container is busy.
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold text-ocean-900">Booking Confirmation</h1>
        <div role="status" className="mt-4">
          {paymentSucceeded && (
            <p className="mb-2 flex flex-col items-center gap-2 text-2xl font-bold text-ocean-900">
              <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
              {PAYMENT_MESSAGES.succeeded}
            </p>
          )}
          <p className="flex items-center justify-center gap-2 text-slate-700">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" /> {PAYMENT_MESSAGES.processing}
          </p>
        </div>
      </div>
    );
  }
  const failed = view.kind === 'payment_failed';
  const message = view.kind === 'still_pending' ? STILL_PENDING_MESSAGE : view.message;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold text-ocean-900">
        {failed ? 'Payment Failed' : 'Booking not confirmed'}
      </h1>
      <Reference reference={view.booking?.reference} />
      <div
        role="alert"
        className={
          failed
            ? 'mx-auto mt-6 flex max-w-xl gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-left text-red-900'
            : 'mx-auto mt-6 flex max-w-xl gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-amber-950'
        }
      >
        {failed ? (
          <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        ) : (
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        )}
        <p>{message}</p>
      </div>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {view.kind === 'still_pending' && <Button onClick={onCheckAgain}>Check again</Button>}
        <Link
          to={SITE_ROUTES.booking}
          className={buttonVariants({ variant: view.kind === 'still_pending' ? 'outline' : 'default' })}
        >
          Book lessons
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-800">Questions? We are here to help:</p>
      <div className="flex justify-center">
        <ContactLinks email={email} phone={phone} />
      </div>
    </div>
  );
}
