import { BadgeDollarSign, Smile, Users } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '@core/catalog/business';
import { LEVELS } from '@core/catalog/levels';
import { formatDollars } from '@core/rules/money';
import { PAGE_SEO } from '@core/seo';
import { SITE_ROUTES } from '@core/site-routes';
import { PageIntro } from '@web/components/page-section';
import { buttonVariants } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';
import { LessonOptions } from '../components/lesson-options';
import { LessonPackages } from '../components/lesson-packages';
import { LevelCard } from '../components/level-card';

const BANNER = [
  { icon: BadgeDollarSign, text: `${formatDollars(BUSINESS.firstLessonPrice)} first lesson` },
  { icon: Smile, text: '100% satisfaction' },
  { icon: Users, text: '3+ welcome' },
];

export function LessonsPage() {
  usePageMeta(PAGE_SEO.lessons.title, PAGE_SEO.lessons.description);
  return (
    <>
      <PageIntro
        title="Swim Lesson Levels"
        lead="Five levels from first splash to swim team, taught at your pool. Every lesson is 30 minutes."
      >
        <ul className="mt-6 flex flex-wrap gap-3" aria-label="Why families choose us">
          {BANNER.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-bold text-ocean-900 shadow-sm ring-1 ring-ocean-200"
            >
              <Icon className="size-4 text-teal-700" aria-hidden="true" /> {text}
            </li>
          ))}
        </ul>
      </PageIntro>
      <section aria-label="Levels" className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {LEVELS.map((level) => (
            <LevelCard key={level.id} level={level} headingLevel={2} />
          ))}
        </div>
      </section>
      <section aria-labelledby="options-title" className="bg-ocean-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="options-title" className="text-3xl font-extrabold text-ocean-900">
            Lesson options
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Every level can be taught privately, semi-privately or in a small group. Travel fees may apply.
          </p>
          <div className="mt-8">
            <LessonOptions />
          </div>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={SITE_ROUTES.booking} className={buttonVariants({ size: 'lg' })}>
              Book a Lesson
            </Link>
            <Link to={SITE_ROUTES.calendar} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              View Available Times
            </Link>
          </div>
        </div>
      </section>
      <LessonPackages />
    </>
  );
}
