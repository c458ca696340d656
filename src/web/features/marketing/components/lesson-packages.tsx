import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { levelById } from '@core/catalog/levels';
import { formatCents } from '@core/rules/money';
import { packagePath } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { lessonPackagesQuery } from '../api/get-lesson-packages';

/** The packages on sale, each with "Buy package"; nothing at all while there are none (or they cannot be read). */
export function LessonPackages() {
  const { data } = useQuery(lessonPackagesQuery());
  const packages = (data?.packages ?? []).filter((p) => p.active);
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="packages-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="packages-title" className="text-3xl font-extrabold text-ocean-900">
        Lesson packages
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        Pay once for several lessons and book each one with a lesson credit, whenever suits you.
      </p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {packages.map((p) => (
          <li key={p.id}>
            <article
              aria-labelledby={`package-${p.id}`}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 id={`package-${p.id}`} className="text-lg font-bold text-ocean-900">
                {p.name}
              </h3>
              <p className="mt-1 text-2xl font-extrabold text-slate-900">{formatCents(p.priceCents)}</p>
              <p className="mt-2 text-sm text-slate-700">
                {p.lessons} {lessonTypeLabel(p.lessonType)} lessons ·{' '}
                {p.level ? `${levelById(p.level).level}: ${levelById(p.level).title}` : 'Any level'} · valid{' '}
                {p.monthsValid} month{p.monthsValid === 1 ? '' : 's'}
              </p>
              <Link
                to={packagePath(p.id)}
                aria-label={`Buy package: ${p.name}`}
                className={buttonVariants({ className: 'mt-4 self-start' })}
              >
                Buy package
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
