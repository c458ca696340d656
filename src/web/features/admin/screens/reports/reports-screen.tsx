/**
 * The owner's reports: money, lessons, instructors, families, growth, and payroll. Each has its own address
 * (/admin/reports/money ...) and the period rides in the query string, so a report can be bookmarked or sent on.
 * This screen, with its chart library, is loaded only when the owner opens it: no public page carries it.
 */
import { clsx } from 'clsx';
import { NavLink, Route, Routes, useSearchParams } from 'react-router';
import { REPORT_KINDS, type ReportKind, type ReportQuery } from '@core/api/reports';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { PayrollView } from './payroll-view';
import { PeriodPicker } from './period-picker';
import { periodFromSearch } from './report-period';
import { ReportView } from './report-view';

const TABS: { path: ReportKind | 'payroll'; label: string }[] = [
  { path: 'money', label: 'Money' },
  { path: 'lessons', label: 'Lessons' },
  { path: 'instructors', label: 'Instructors' },
  { path: 'families', label: 'Families' },
  { path: 'growth', label: 'Growth' },
  { path: 'payroll', label: 'Payroll' },
];

export default function ReportsScreen() {
  const [search, setSearch] = useSearchParams();
  const query = periodFromSearch(search);
  const setQuery = (next: ReportQuery) => setSearch({ from: next.from, to: next.to, by: next.by });
  const suffix = `?${new URLSearchParams({ from: query.from, to: query.to, by: query.by })}`;
  const report = (kind: ReportKind) => (
    <>
      <PeriodPicker value={query} onChange={setQuery} />
      <ReportView kind={kind} query={query} />
    </>
  );
  return (
    <div>
      <ScreenHeader
        title="Reports"
        lead="Money, lessons, instructors, families and growth over a period, beside the period before it; and what each instructor is owed."
      />
      <nav aria-label="Reports" className="mb-4">
        <ul className="flex flex-wrap gap-1">
          {TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={`/admin/reports/${tab.path}${suffix}`}
                className={({ isActive }) =>
                  clsx(
                    'block rounded-lg border px-3 py-1.5 text-sm font-medium',
                    isActive
                      ? 'border-ocean-800 bg-ocean-800 text-white'
                      : 'border-slate-200 bg-white text-slate-700 hover:bg-ocean-50',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        {/* /admin/reports itself shows the first report; its tab is not marked, as the address names none. */}
        <Route index element={report('money')} />
        {REPORT_KINDS.map((kind) => (
          <Route key={kind} path={kind} element={report(kind)} />
        ))}
        <Route
          path="payroll"
          element={
            <>
              <PeriodPicker value={query} onChange={setQuery} byChoice={false} />
              <PayrollView query={query} />
            </>
          }
        />
        <Route path="*" element={<p>That report does not exist.</p>} />
      </Routes>
    </div>
  );
}
