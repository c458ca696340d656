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
        <div className="flex items-start gap-2">
          <Layers className="mt-0.5 size-4 text-teal-700" aria-hidden="true" />
          <div>
            <dt className="font-semibold">Lessons</dt>
            <dd>
              {pkg.lessons} lesson credit{pkg.lessons === 1 ? '' : 's'}
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <Waves className="mt-0.5 size-4 text-teal-700" aria-hidden="true" />
          <div>
            <dt className="font-semibold">Lesson type</dt>
            <dd>{lessonTypeLabel(pkg.lessonType)}</dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <Layers className="mt-0.5 size-4 text-teal-700" aria-hidden="true" />
          <div>
            <dt className="font-semibold">Level</dt>
            <dd>{packageLevelLabel(pkg)}</dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <CalendarClock className="mt-0.5 size-4 text-teal-700" aria-hidden="true" />
          <div>
            <dt className="font-semibold">Valid for</dt>
            <dd>
              {pkg.monthsValid} month{pkg.monthsValid === 1 ? '' : 's'} after you buy it
            </dd>
          </div>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        Each credit pays for one swimmer in one lesson, price, travel fee and tax included. Book with them in
        My Lessons or on the booking page.
      </p>
    </section>
  );
}
