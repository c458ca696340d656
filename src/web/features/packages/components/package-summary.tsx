import { CalendarClock, Layers, Waves } from 'lucide-react';
import type { LessonPackage } from '@core/api/credits';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { levelById } from '@core/catalog/levels';
import { formatCents } from '@core/rules/money';

export const packageLevelLabel = (pkg: Pick<LessonPackage, 'level'>) =>
  pkg.level ? `${levelById(pkg.level).level}: ${levelById(pkg.level).title}` : 'Any level';

/** What a package is: its lessons, lesson type, level, price and how long its credits last. */
export function PackageSummary({ pkg }: { pkg: LessonPackage }) {
  return (
    <section
      aria-labelledby="package-name"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="package-name" className="text-2xl font-bold text-ocean-900">
        {pkg.name}
      </h2>
      <p className="mt-1 text-3xl font-extrabold text-slate-900">{formatCents(pkg.priceCents)}</p>
      <dl className="mt-4 grid gap-3 text-sm text-slate-800 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 font-semibold">
            <Layers className="size-4 text-teal-700" aria-hidden="true" />
            Lessons
          </dt>
          <dd className="pl-6">
            {pkg.lessons} lesson credit{pkg.lessons === 1 ? '' : 's'}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold">
            <Waves className="size-4 text-teal-700" aria-hidden="true" />
            Lesson type
          </dt>
          <dd className="pl-6">{lessonTypeLabel(pkg.lessonType)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold">
            <Layers className="size-4 text-teal-700" aria-hidden="true" />
            Level
          </dt>
          <dd className="pl-6">{packageLevelLabel(pkg)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold">
            <CalendarClock className="size-4 text-teal-700" aria-hidden="true" />
            Valid for
          </dt>
          <dd className="pl-6">
            {pkg.monthsValid} month{pkg.monthsValid === 1 ? '' : 's'} after you buy it
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        Each credit pays for one swimmer in one lesson, price, travel fee and tax included. Book with them in
        My Lessons or on the booking page.
      </p>
    </section>
  );
}
