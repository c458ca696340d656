import { Link } from 'react-router';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';

export function NotFoundPage() {
  usePageMeta('Page Not Found', 'The page you were looking for is not here.', { noIndex: true });
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-4xl font-extrabold text-ocean-900">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">We couldn&apos;t find that page. It may have moved, or the link may be mistyped.</p>
      <nav aria-label="Helpful links" className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={SITE_ROUTES.home} className={buttonVariants({ variant: 'outline' })}>Home</Link>
        <Link to={SITE_ROUTES.calendar} className={buttonVariants({ variant: 'outline' })}>Calendar</Link>
        <Link to={SITE_ROUTES.booking} className={buttonVariants()}>Book Now</Link>
      </nav>
    </section>
  );
}
