import { Link } from 'react-router';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';

export function HomePage() {
  usePageMeta(
    'DMV Swim Lessons | Mobile Swim Lessons in DC, Maryland & Virginia',
    'Private, semi-private and group swim lessons at your pool in Washington DC, Maryland and Northern Virginia. Ages 3 and up. First lesson $25.',
  );
  return (
    <section className="bg-gradient-to-b from-ocean-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900 sm:text-5xl">First Swim Lesson $25</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Certified instructors come to your pool anywhere in DC, Maryland and Northern Virginia. Ages 3 and up.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={SITE_ROUTES.booking} className={buttonVariants({ size: 'lg' })}>
            Book Now
          </Link>
          <Link to={SITE_ROUTES.lessons} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            See Lesson Levels
          </Link>
        </div>
      </div>
    </section>
  );
}
