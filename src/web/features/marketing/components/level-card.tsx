import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Level } from '@core/catalog/levels';
import { SITE_ROUTES } from '@core/site-routes';
import { buttonVariants } from '@web/components/ui/button';
import { clsx } from 'clsx';
import { LevelPricing } from './level-pricing';
import { LevelBadge } from './level-badge';

/** One level: what it teaches, its prices for 30-minute lessons, and the curriculum behind a toggle. */
export function LevelCard({ level, headingLevel = 3 }: { level: Level; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={`${detailsId}-title`}
    >
      <div className="flex items-center gap-3">
        <LevelBadge id={level.id} />
        <div>
          <p className="text-xs font-bold uppercase tracking-wider text-ocean-700">
            {level.level} · <span className="capitalize">{level.id}</span>
          </p>
          <Heading id={`${detailsId}-title`} className="text-lg font-bold leading-snug text-ocean-900">
            {level.title}
          </Heading>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">{level.description}</p>
      <p className="mt-4 text-xs font-medium text-slate-600">30-minute lessons</p>
      <LevelPricing pricing={level.pricing} className="mt-1" />
      <button
        type="button"
        className="mt-4 flex items-center justify-between rounded-md py-2 text-sm font-semibold text-ocean-800 hover:text-ocean-900"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Hide curriculum' : 'View curriculum'}
        <ChevronDown
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul id={detailsId} hidden={!open} className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {level.details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <div className="mt-auto pt-5">
        <Link
          to={`${SITE_ROUTES.booking}?level=${level.id}`}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          aria-describedby={`${detailsId}-title`}
        >
          Book This Level
        </Link>
      </div>
    </article>
  );
}
