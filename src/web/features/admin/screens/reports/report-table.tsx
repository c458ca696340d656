import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { ReportQuery, ReportTable as Table, ReportKind } from '@core/api/reports';
import { buttonVariants } from '@web/components/ui/button';
import { reportCsvUrl } from '@web/features/admin/api/get-report';
import { TableState, td, th } from '@web/features/admin/shared/data-table';
import { changeFrom, formatFigure } from './figures';

// The chart library is loaded with the first chart, after the figures are on screen.
const ReportChart = lazy(() => import('./report-chart'));

/** Each figure's total for the period beside the period before, with the change. */
function Comparison({ table }: { table: Table }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {table.columns.map((c) => {
        const now = table.totals[c.key] ?? 0;
        const before = table.previousTotals[c.key] ?? 0;
        return (
          <div key={c.key} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{c.label}</dt>
            <dd className="mt-1 text-xl font-bold text-ocean-900">{formatFigure(now, c.unit)}</dd>
            <dd className="text-xs text-slate-600">
              {changeFrom(now, before)} on the period before ({formatFigure(before, c.unit)})
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function ReportTableView({
  kind,
  query,
  table,
}: {
  kind: ReportKind;
  query: ReportQuery;
  table: Table;
}) {
  const headingId = `report-${table.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-ocean-900">
          {table.title}
        </h3>
        <a
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          href={reportCsvUrl(kind, query, table.id)}
          download
        >
          <Download aria-hidden="true" /> Export {table.title} CSV
        </a>
      </div>
      <Comparison table={table} />
      {table.rows.length > 0 && (
        <Suspense fallback={<div className="h-72" />}>
          <ReportChart table={table} />
        </Suspense>
      )}
      <TableState
        loading={false}
        error={null}
        empty={table.rows.length === 0}
        emptyText="Nothing in this period."
        label={`${table.title} figures`}
      >
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {table.rowsAre === 'periods' ? (query.by === 'week' ? 'Week' : 'Month') : 'Name'}
              </th>
              {table.columns.map((c) => (
                <th key={c.key} scope="col" className={`${th} text-right`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${td} whitespace-nowrap text-left font-medium`}>
                  {r.label}
                </th>
                {table.columns.map((c) => (
                  <td key={c.key} className={`${td} text-right tabular-nums`}>
                    {formatFigure(r.values[c.key] ?? 0, c.unit)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="bg-slate-50 font-semibold">
              <th scope="row" className={`${td} text-left`}>
                Total
              </th>
              {table.columns.map((c) => (
                <td key={c.key} className={`${td} text-right tabular-nums`}>
                  {formatFigure(table.totals[c.key] ?? 0, c.unit)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </TableState>
    </section>
  );
}
