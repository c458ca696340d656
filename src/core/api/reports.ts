/**
 * The owner's reports and payroll: a period of New York days, cut into weeks (Sunday to Saturday) or months, each
 * figure beside the same figure for the period just before it. Money is in cents; shares in whole percent.
 */
import { z } from 'zod';
import { parseDayKey } from '../rules/timezones';
import { isDayInRange, MAX_YEAR, MIN_YEAR } from './common';

export const REPORT_KINDS = ['money', 'lessons', 'instructors', 'families', 'growth'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Two years and a day at most: enough for a year against the year before, and a bound on the work of one read. */
export const MAX_REPORT_DAYS = 731;

const dayKey = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((v) => parseDayKey(v) !== undefined, {
      error: `${name} must be a date (YYYY-MM-DD)`,
      abort: true,
    })
    .refine(isDayInRange, { error: `${name} must be between the years ${MIN_YEAR} and ${MAX_YEAR}` });

export const reportQuerySchema = z
  .object({
    from: dayKey('from'),
    /** The last day of the period, included. */
    to: dayKey('to'),
    by: z.enum(['week', 'month'], { error: 'by must be week or month' }).default('week'),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], error: 'to must not be before from' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < MAX_REPORT_DAYS * 86_400_000, {
    path: ['to'],
    error: `A report covers at most ${MAX_REPORT_DAYS} days`,
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportTableQuerySchema = reportQuerySchema.and(
  z.object({ table: z.string().max(40).optional() }),
);

export const reportKindParamsSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: `report must be one of ${REPORT_KINDS.join(', ')}` }),
});

/** How a figure reads: money in cents, a count, a whole percent, minutes, kilometres or miles (tenths). */
export const REPORT_UNITS = ['cents', 'count', 'percent', 'minutes', 'km', 'miles', 'decimal'] as const;
export type ReportUnit = (typeof REPORT_UNITS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.enum(REPORT_UNITS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportRowSchema = z.object({
  /** The week's or month's first day (YYYY-MM-DD), or a name (an instructor, a source, a variant). */
  key: z.string(),
  label: z.string(),
  values: z.record(z.string(), z.number()),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportTableSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What the rows are: periods (charted over time) or groups (charted side by side). */
  rowsAre: z.enum(['periods', 'groups']),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  totals: z.record(z.string(), z.number()),
  /** The same totals over the period just before, as long as this one. */
  previousTotals: z.record(z.string(), z.number()),
  /** The columns the chart draws. */
  chart: z.array(z.string()),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  by: z.enum(['week', 'month']),
  previous: z.object({ from: z.string(), to: z.string() }),
  tables: z.array(reportTableSchema),
  /** How the figures are counted, in the owner's words. */
  notes: z.array(z.string()),
});
export type Report = z.infer<typeof reportSchema>;

export const PAY_BASES = ['per_lesson', 'per_hour'] as const;
export type PayBasis = (typeof PAY_BASES)[number];

export const payrollRowSchema = z.object({
  instructorId: z.string(),
  instructorName: z.string(),
  lessonsTaught: z.number().int(),
  noShows: z.number().int(),
  /** Past lessons whose attendance the instructor has not recorded: not paid until they are. */
  notRecorded: z.number().int(),
  minutes: z.number().int(),
  driveMinutes: z.number().int(),
  /** Miles driven between lessons, in tenths of a mile. */
  milesTenths: z.number().int(),
  payBasis: z.enum(PAY_BASES),
  payRateCents: z.number().int(),
  payCents: z.number().int(),
  mileageRateCents: z.number().int(),
  mileageCents: z.number().int(),
  totalCents: z.number().int(),
});
export type PayrollRow = z.infer<typeof payrollRowSchema>;

export const payrollSchema = z.object({
  from: z.string(),
  to: z.string(),
  mileageRateCents: z.number().int(),
  rows: z.array(payrollRowSchema),
});
export type Payroll = z.infer<typeof payrollSchema>;

export const payRatesInputSchema = z.object({
  mileageRateCents: z
    .number({ error: 'Mileage rate must be a number of cents' })
    .int({ error: 'Mileage rate must be a whole number of cents' })
    .min(0, { error: 'Mileage rate cannot be negative' })
    .max(1000, { error: 'Mileage rate is at most $10.00 a mile' }),
  instructors: z
    .array(
      z.object({
        id: z.uuid({ error: 'Unknown instructor' }),
        payBasis: z.enum(PAY_BASES, { error: 'Pay basis must be per lesson or per hour' }),
        payRateCents: z
          .number({ error: 'Pay rate must be a number of cents' })
          .int({ error: 'Pay rate must be a whole number of cents' })
          .min(0, { error: 'Pay rate cannot be negative' })
          .max(100_000, { error: 'Pay rate is at most $1,000.00' }),
      }),
    )
    .max(200),
});
export type PayRatesInput = z.infer<typeof payRatesInputSchema>;

export const payRatesSchema = z.object({
  mileageRateCents: z.number().int(),
  instructors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      payBasis: z.enum(PAY_BASES),
      payRateCents: z.number().int(),
    }),
  ),
});
export type PayRates = z.infer<typeof payRatesSchema>;
