import type { ReportKind, ReportQuery } from '@core/api/reports';
import { formatDayKey } from '@core/rules/timezones';
import { useReport } from '@web/features/admin/api/get-report';
import { ReportTableView } from './report-table';

const dayLabel = (key: string) => formatDayKey(key, 'MMM d, yyyy');

/** One report for the period: every table, compared with the period before, and how its figures are counted. */
export function ReportView({ kind, query }: { kind: ReportKind; query: ReportQuery }) {
  const report = useReport(kind, query);
  if (report.error)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        {report.error instanceof Error ? report.error.message : 'Could not load this report.'}
      </p>
    );
  if (!report.data) return <p aria-busy="true">Loading...</p>;
  const r = report.data;
  return (
    <div className="space-y-8" aria-busy={report.isPlaceholderData}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {dayLabel(r.from)} to {dayLabel(r.to)}, compared with {dayLabel(r.previous.from)} to{' '}
        {dayLabel(r.previous.to)}.
      </p>
      {r.tables.map((table) => (
        <ReportTableView key={table.id} kind={kind} query={query} table={table} />
      ))}
      <section
        aria-label="How these figures are counted"
        className="rounded-xl bg-ocean-50 p-4 text-sm text-slate-800"
      >
        <h3 className="font-semibold text-ocean-900">How these figures are counted</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {r.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
