import { Download } from 'lucide-react';
import type { PayrollRow, ReportQuery } from '@core/api/reports';
import { buttonVariants } from '@web/components/ui/button';
import { payrollCsvUrl, usePayroll } from '@web/features/admin/api/get-payroll';
import { TableState, td, th } from '@web/features/admin/shared/data-table';
import { dollars } from '@web/features/admin/shared/format';
import { PayRatesForm } from './pay-rates-form';

const COLUMNS: { label: string; cell: (r: PayrollRow) => string }[] = [
  { label: 'Lessons taught', cell: (r) => String(r.lessonsTaught) },
  { label: 'No-shows', cell: (r) => String(r.noShows) },
  { label: 'Not recorded', cell: (r) => String(r.notRecorded) },
  { label: 'Minutes', cell: (r) => String(r.minutes) },
  { label: 'Drive minutes', cell: (r) => String(r.driveMinutes) },
  { label: 'Miles', cell: (r) => (r.milesTenths / 10).toFixed(1) },
  {
    label: 'Rate',
    cell: (r) => `${dollars(r.payRateCents)} ${r.payBasis === 'per_hour' ? 'an hour' : 'a lesson'}`,
  },
  { label: 'Pay', cell: (r) => dollars(r.payCents) },
  { label: 'Mileage', cell: (r) => dollars(r.mileageCents) },
  { label: 'Total', cell: (r) => dollars(r.totalCents) },
];

/** What each instructor is owed for the period: lessons at their rate and miles at the mileage rate. */
export function PayrollView({ query }: { query: ReportQuery }) {
  const period = { from: query.from, to: query.to };
  const payroll = usePayroll(period);
  const rows = payroll.data?.rows ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          Lessons taught and no-shows are paid (the instructor came to both); lessons not recorded yet are
          not, until the instructor records them. Miles are driven between lessons, not from home.
        </p>
        <a
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          href={payrollCsvUrl(period)}
          download
        >
          <Download aria-hidden="true" /> Export Payroll CSV
        </a>
      </div>
      <TableState
        loading={payroll.isLoading}
        error={payroll.error}
        empty={rows.length === 0}
        emptyText="No lessons in this period."
        label="Payroll"
      >
        <table className="min-w-full divide-y divide-slate-200" aria-busy={payroll.isPlaceholderData}>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Instructor
              </th>
              {COLUMNS.map((c) => (
                <th key={c.label} scope="col" className={`${th} text-right`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.instructorId}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {r.instructorName}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.label} className={`${td} text-right tabular-nums`}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableState>
      <PayRatesForm />
    </div>
  );
}
