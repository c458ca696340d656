import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

export const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
export const td = 'px-3 py-2 align-top text-sm text-slate-800';

type PageLinks = { page: number; pageSize: number; total: number; onPage: (p: number) => void };

/** What a list hook knows about its results: the table's state and, when paged, where the page links point. */
export interface TableResults {
  loading: boolean;
  error: unknown;
  empty: boolean;
  pages?: PageLinks | null;
}

export function Pagination({ page, pageSize, total, onPage }: PageLinks) {
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

/**
 * An admin results table: loading, error and empty states, the column headers, the rows given as
 * children, then the page links. `actions` adds a last column for row buttons, named for screen readers only.
 */
export function DataTable({
  columns,
  actions,
  emptyText,
  results,
  label,
  children,
}: {
  columns: readonly string[];
  /** The scrolling region's name, when a screen has more than one table (landmark names must differ). */
  label?: string;
  actions?: boolean;
  emptyText: string;
  results: TableResults;
  children: ReactNode;
}) {
  const { pages, ...state } = results;
  return (
    <>
      <TableState {...state} emptyText={emptyText} label={label}>
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              {columns.map((c) => (
                <th key={c} className={th}>
                  {c}
                </th>
              ))}
              {actions && (
                <th className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </TableState>
      {pages && <Pagination {...pages} />}
    </>
  );
}
