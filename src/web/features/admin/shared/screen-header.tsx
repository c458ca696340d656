import type { ReactNode } from 'react';

/** A screen's title, its one-line explanation, and the screen's main buttons on the right. */
export function ScreenHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-2xl font-bold text-ocean-900">{title}</h2>
        {lead && <p className="mt-1 text-sm text-slate-600">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
