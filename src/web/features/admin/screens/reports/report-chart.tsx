/**
 * A report table drawn as bars: over time for weeks and months, side by side for instructors, sources and variants.
 * The chart is a picture for the eye; its text alternative is the summary in its label and the full table beside it.
 */
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportTable } from '@core/api/reports';
import { formatFigure } from './figures';

// Ocean, sun, violet, green and coral: told apart by people with the common colour blindnesses, with the legend;
// coral comes last, so a chart of two or three series never reads as a warning.
const COLOURS = ['#0e7490', '#d97706', '#7c3aed', '#15803d', '#dc2626'];

/** "Paid and Refunded by week: Paid $308 in all, Refunded $54 in all." */
export function chartSummary(table: ReportTable): string {
  const series = table.chart.map((key) => table.columns.find((c) => c.key === key)).filter((c) => !!c);
  const totals = series.map((c) => `${c.label} ${formatFigure(table.totals[c.key] ?? 0, c.unit)}`).join(', ');
  const what = series.map((c) => c.label).join(', ');
  return `${what} ${table.rowsAre === 'periods' ? 'over the period' : 'per row'}. In all: ${totals}. The table below has every figure.`;
}

export default function ReportChart({ table }: { table: ReportTable }) {
  const series = table.chart.map((key) => table.columns.find((c) => c.key === key)).filter((c) => !!c);
  const unit = series[0]?.unit ?? 'count';
  // Money is drawn in dollars; the tooltip and axis say so through the same formatting as the table.
  const data = table.rows.map((r) => ({
    label: r.label.replace(/^Week of /, ''),
    ...Object.fromEntries(series.map((c) => [c.key, r.values[c.key] ?? 0])),
  }));
  return (
    <div role="img" aria-label={chartSummary(table)} className="h-72 w-full">
      <BarChart responsive data={data} accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis tick={{ fontSize: 12 }} width={64} tickFormatter={(v: number) => formatFigure(v, unit)} />
        <Tooltip
          formatter={(value, name) => {
            const column = series.find((c) => c.label === name);
            return column ? formatFigure(Number(value), column.unit) : String(value);
          }}
        />
        <Legend />
        {series.map((c, i) => (
          <Bar
            key={c.key}
            dataKey={c.key}
            name={c.label}
            fill={COLOURS[i % COLOURS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </div>
  );
}
