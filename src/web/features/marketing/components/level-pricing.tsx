import type { LevelPricing as Pricing } from '@core/catalog/levels';
import { formatDollars } from '@core/rules/money';
import { clsx } from 'clsx';

/** The three published 30-minute prices of a level. */
export function LevelPricing({ pricing, className }: { pricing: Pricing; className?: string }) {
  const rows = [
    { label: 'Private', note: '1-on-1', value: pricing.private },
    { label: 'Semi-Private', note: 'per swimmer', value: pricing.semiPrivate },
    { label: 'Group', note: 'per swimmer', value: pricing.group },
  ];
  return (
    <dl className={clsx('grid grid-cols-3 gap-2 text-center', className)}>
      {rows.map((r) => (
        <div key={r.label} className="rounded-lg bg-ocean-50 px-2 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ocean-800">{r.label}</dt>
          <dd className="mt-1 text-xl font-extrabold text-ocean-900">{formatDollars(r.value)}</dd>
          <dd className="text-xs text-slate-600">{r.note}</dd>
        </div>
      ))}
    </dl>
  );
}
