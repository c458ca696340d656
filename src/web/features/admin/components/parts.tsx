import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { humanize } from './format';

export const inputClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-ocean-700 focus:outline-none focus:ring-2 focus:ring-ocean-600';

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

const STATUS_TONES: Record<string, string> = {
  pending_approval: 'bg-sun-300 text-slate-900',
  pending: 'bg-sun-300 text-slate-900',
  pending_payment: 'bg-sun-300 text-slate-900',
  new: 'bg-sun-300 text-slate-900',
  approved: 'bg-emerald-100 text-emerald-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  available: 'bg-emerald-100 text-emerald-900',
  sent: 'bg-emerald-100 text-emerald-900',
  replied: 'bg-emerald-100 text-emerald-900',
  active: 'bg-emerald-100 text-emerald-900',
  moved: 'bg-ocean-100 text-ocean-900',
};

/** A status as a word, never colour alone. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_TONES[status] ?? 'bg-slate-200 text-slate-800',
      )}
    >
      {humanize(status)}
    </span>
  );
}

export function Toolbar({
  search,
  onSearch,
  searchLabel,
  status,
  onStatus,
  statuses,
  children,
}: {
  search: string;
  onSearch: (v: string) => void;
  searchLabel: string;
  status?: string;
  onStatus?: (v: string) => void;
  statuses?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex-1 text-sm font-medium text-slate-800">
        {searchLabel}
        <span className="relative mt-1 block">
          <Search
            className="pointer-events-none absolute left-3 top-2.5 size-4 text-slate-500"
            aria-hidden="true"
          />
          <input
            type="search"
            className={cn(inputClass, 'pl-9')}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </span>
      </label>
      {statuses && onStatus && (
        <label className="text-sm font-medium text-slate-800 sm:w-48">
          Status
          <select
            className={cn(inputClass, 'mt-1')}
            value={status ?? ''}
            onChange={(e) => onStatus(e.target.value)}
          >
            <option value="">All statuses</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {humanize(s)}
              </option>
            ))}
          </select>
        </label>
      )}
      {children}
    </div>
  );
}

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p aria-live="polite">
        {from}-{Math.min(total, page * pageSize)} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** Loading, error and empty states every table shares; the table itself is the children. */
export function TableState({
  loading,
  error,
  empty,
  emptyText,
  children,
  label = 'Results',
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
  label?: string;
}) {
  if (loading)
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600" aria-busy="true">
        Loading...
      </p>
    );
  if (error)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        {error instanceof Error ? error.message : 'Could not load this list.'}
      </p>
    );
  if (empty)
    return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">{emptyText}</p>;
  // Focusable so a keyboard user can scroll a table wider than a phone screen.
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {children}
    </div>
  );
}

export const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
export const td = 'px-3 py-2 align-top text-sm text-slate-800';
