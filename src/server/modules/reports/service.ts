/** The owner's reports: the period and the one before it, each report's tables, and a table as CSV. */
import type { FastifyInstance } from 'fastify';
import type { Report, ReportKind, ReportQuery, ReportTable, ReportUnit } from '@core/api/reports';
import { centsAsDecimal } from '@core/rules/money';
import { previousRange } from '@core/rules/report-periods';
import { AppError } from '../../errors';
import { toCsv } from '../../lib/csv';
import { FAMILIES_NOTES, familyTables } from './families';
import { GROWTH_NOTES, growthTables } from './growth';
import { INSTRUCTORS_NOTES, instructorTables } from './instructors';
import { LESSONS_NOTES, lessonTables } from './lessons';
import { MONEY_NOTES, moneyTables } from './money';
import { refreshBeforeReading } from './rollups';

type App = Pick<FastifyInstance, 'db' | 'travelTimes' | 'config'>;

const TITLES: Record<ReportKind, string> = {
  money: 'Money',
  lessons: 'Lessons',
  instructors: 'Instructors',
  families: 'Families',
  growth: 'Growth',
};

/** The reports read from the daily sums; money and families read bookings and payments, which are kept. */
const READS_ROLLUPS = new Set<ReportKind>(['lessons', 'instructors', 'growth']);

export async function buildReport(app: App, kind: ReportKind, query: ReportQuery): Promise<Report> {
  const range = { from: query.from, to: query.to };
  const previous = previousRange(range);
  const { db } = app;
  if (READS_ROLLUPS.has(kind)) await refreshBeforeReading(app);
  const [tables, notes] = await (async (): Promise<[ReportTable[], string[]]> => {
    switch (kind) {
      case 'money':
        return [await moneyTables(db, range, previous, query.by), MONEY_NOTES];
      case 'lessons':
        return [await lessonTables(db, range, previous, query.by), LESSONS_NOTES];
      case 'instructors':
        return [await instructorTables(app, range, previous), INSTRUCTORS_NOTES];
      case 'families':
        return [await familyTables(db, range, previous, query.by), FAMILIES_NOTES];
      case 'growth':
        return [await growthTables(db, range, previous, query.by), GROWTH_NOTES];
    }
  })();
  return { kind, title: TITLES[kind], ...range, by: query.by, previous, tables, notes };
}

/** A figure as a spreadsheet reads it: dollars with cents, miles and kilometres as decimals, the rest as is. */
export function csvNumber(value: number, unit: ReportUnit): string {
  return unit === 'cents' ? centsAsDecimal(value) : String(value);
}

/** One table of a report as CSV: a row per week, month or group, then the totals and the previous period's. */
export function reportTableCsv(
  report: Report,
  tableId: string | undefined,
): { filename: string; csv: string } {
  const table = tableId ? report.tables.find((t) => t.id === tableId) : report.tables[0];
  if (!table)
    throw new AppError('NOT_FOUND', 404, `This report has no table "${tableId}"`, {
      table: `One of ${report.tables.map((t) => t.id).join(', ')}`,
    });
  const header = [
    table.rowsAre === 'periods' ? (report.by === 'week' ? 'Week starting' : 'Month starting') : 'Name',
    ...table.columns.map((c) =>
      c.unit === 'cents' ? `${c.label} ($)` : c.unit === 'percent' ? `${c.label} (%)` : c.label,
    ),
  ];
  const line = (label: string, values: Record<string, number>) => [
    label,
    ...table.columns.map((c) => csvNumber(values[c.key] ?? 0, c.unit)),
  ];
  const rows = [
    ...table.rows.map((r) => line(table.rowsAre === 'periods' ? r.key : r.label, r.values)),
    line(`Total ${report.from} to ${report.to}`, table.totals),
    line(`Total ${report.previous.from} to ${report.previous.to}`, table.previousTotals),
  ];
  return {
    filename: `${report.kind}-${table.id}-${report.from}-to-${report.to}.csv`,
    csv: toCsv(header, rows),
  };
}
