import { CalendarX2, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '@core/catalog/business';
import { formatDollars } from '@core/rules/money';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';

const ICONS = [ShieldCheck, CalendarX2, Star];

/** The closing call to action with the three guarantees. */
export function GuaranteesCta({ ctaClassName }: { ctaClassName?: string }) {
  return (
    <section aria-labelledby="final-cta-title" className="bg-ocean-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
        <h2 id="final-cta-title" className="text-3xl font-extrabold sm:text-4xl">
          Ready for the first splash?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ocean-100">
          Your first lesson is {formatDollars(BUSINESS.firstLessonPrice)}. An instructor comes to your pool,
          anywhere in the DMV.
        </p>
        <ul className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-10">
          {BUSINESS.guarantees.map((g, i) => {
            const Icon = ICONS[i] ?? ShieldCheck;
            return (
              <li key={g} className="flex items-center gap-2 text-base font-semibold">
                <Icon className="size-5 text-aqua-300" aria-hidden="true" />
                {g}
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={SITE_ROUTES.booking} className={buttonVariants({ size: 'lg', className: ctaClassName })}>
            Book Your {formatDollars(BUSINESS.firstLessonPrice)} Lesson
          </Link>
          <Link
            to={SITE_ROUTES.calendar}
            className={buttonVariants({
              size: 'lg',
              variant: 'outline',
              className: 'border-white bg-transparent text-white hover:bg-white/10',
            })}
          >
            View Available Times
          </Link>
        </div>
      </div>
    </section>
  );
}
