import { useQuery } from '@tanstack/react-query';
import { PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { formatCents } from '@core/rules/money';
import { packagePath } from '@core/site-routes';
import { lessonPackagesQuery } from '../api/get-lesson-packages';

/** Step 1's way to lesson credits: the packages on sale for the chosen lesson type (nothing while there are none). */
export function PackageOffers({ lessonType }: { lessonType: LessonTypeId }) {
  const { data } = useQuery(lessonPackagesQuery());
  const packages = (data?.packages ?? []).filter((p) => p.active && p.lessonType === lessonType);
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="package-offers-heading" className="mt-6 rounded-xl border border-slate-200 p-4">
      <h3 id="package-offers-heading" className="flex items-center gap-2 font-semibold text-ocean-900">
        <PackageCheck className="size-4" aria-hidden="true" /> Buy a package of lessons
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Pay once for several lessons and book each one with a lesson credit, now or later.
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {packages.map((p) => (
          <li key={p.id}>
            <Link to={packagePath(p.id)} className="font-medium text-ocean-800 underline underline-offset-2">
              {p.name}: {p.lessons} lessons for {formatCents(p.priceCents)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
