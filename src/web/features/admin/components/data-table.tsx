import type { ReactNode } from 'react';
import { Pagination, TableState, th } from './parts';

type PageLinks = { page: number; pageSize: number; total: number; onPage: (p: number) => void };

/** What a list hook knows about its results: the table's state and, when paged, where the page links point. */
export interface TableResults {
  loading: boolean;
  error: unknown;
  empty: boolean;
  pages?: PageLinks | null;
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
