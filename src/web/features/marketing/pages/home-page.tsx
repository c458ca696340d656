import { Link } from 'react-router';
import { LEVELS } from '@core/catalog/levels';
import { PAGE_SEO } from '@core/seo';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { deferredComponent } from '@web/lib/deferred-component';
import { usePageMeta } from '@web/lib/page-meta';
import { GuaranteesCta } from '../components/guarantees-cta';
import { CTA_COLOURS, Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LevelCard } from '../components/level-card';
import { QuizCard } from '../components/quiz-card';
import { SpecialtyCards } from '../components/specialty-cards';
import { useExperiment } from '../hooks/use-experiment';
import { useScrollDepth } from '../hooks/use-scroll-depth';

// Far below the fold and turning on its own: its code arrives after the page has started (the prerendered page shows
// it from the start), keeping the home page's first script small.
const TestimonialCarousel = deferredComponent(
  () => import('../components/testimonial-carousel').then((m) => m.TestimonialCarousel),
  <div className="mx-auto min-h-72 max-w-3xl" />,
);

export function HomePage() {
  usePageMeta(PAGE_SEO.home.title, PAGE_SEO.home.description);
  useScrollDepth();
  const headline = useExperiment('heroHeadline');
  const ctaColour = useExperiment('ctaColor');
  const bookingFlow = useExperiment('bookingFlow');

  return (
    <>
      <Hero headline={headline} ctaColour={ctaColour} showUrgency={bookingFlow === 'urgency'} />
      <HowItWorks />
      <section aria-labelledby="levels-title" className="mx-auto max-w-6xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="levels-title" className="text-3xl font-extrabold text-ocean-900">
              Lesson levels and prices
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              Five levels from first splash to swim team. Prices are per 30-minute lesson.
            </p>
          </div>
          <Link to={SITE_ROUTES.lessons} className={buttonVariants({ variant: 'link' })}>
            Compare lesson options
          </Link>
        </div>
        <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {LEVELS.map((level) => (
            <LevelCard key={level.id} level={level} />
          ))}
          <QuizCard />
        </div>
      </section>
      <section aria-labelledby="testimonials-title" className="bg-ocean-50 px-4 py-14">
        <h2 id="testimonials-title" className="text-center text-3xl font-extrabold text-ocean-900">
          Families across the DMV
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-center text-slate-700">
          Real results from real pools in DC, Maryland and Virginia.
        </p>
        <div className="mt-8">
          <TestimonialCarousel />
        </div>
      </section>
      <section aria-labelledby="programs-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="programs-title" className="text-3xl font-extrabold text-ocean-900">
          Specialty programs
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Lessons shaped around who is swimming and what they want from the water.
        </p>
        <div className="mt-8">
          <SpecialtyCards />
        </div>
      </section>
      {/* Runs into the footer without the layout's gap above it. */}
      <div className="-mb-16">
        <GuaranteesCta ctaClassName={CTA_COLOURS[ctaColour]} />
      </div>
    </>
  );
}
