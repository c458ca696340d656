import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PAGE_SEO } from '@core/seo';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { reportBookingConversion } from '@web/lib/conversion';
import { usePageMeta } from '@web/lib/page-meta';
import { siteConfig } from '@web/lib/site-config';

export function ThankYouPage() {
  usePageMeta(PAGE_SEO.thankYou.title, PAGE_SEO.thankYou.description, { noIndex: true });
  // Reported once per page load; a failure is ignored (spec section 7).
  useEffect(() => reportBookingConversion(), []);
  const { phone, email } = siteConfig();
  return (
    <section className="bg-gradient-to-b from-ocean-50 to-white">
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <CheckCircle2 className="mx-auto size-16 text-teal-700" aria-hidden="true" />
        <h1 className="mt-4 text-4xl font-extrabold text-ocean-900">Thank You!</h1>
        <p className="mt-4 text-lg text-slate-700">
          Your booking/payment was successful. A confirmation has been sent to your email. We&apos;ll be in
          touch soon to finalize your lesson details.
        </p>
        <div className="mt-8 rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-bold text-ocean-900">Questions in the meantime?</h2>
          <p className="mt-2 text-slate-700">
            Call{' '}
            <a
              className="font-semibold text-ocean-700 underline underline-offset-4"
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            >
              {phone}
            </a>{' '}
            or email{' '}
            <a className="font-semibold text-ocean-700 underline underline-offset-4" href={`mailto:${email}`}>
              {email}
            </a>
            .
          </p>
          <p className="mt-2 text-sm text-slate-600">We reply within 24 hours.</p>
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={SITE_ROUTES.home} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Return to Home
          </Link>
          <Link to={SITE_ROUTES.booking} className={buttonVariants({ size: 'lg' })}>
            Book Another Lesson
          </Link>
        </div>
      </div>
    </section>
  );
}
