/**
 * The reports' daily rollups (docs/decisions/0173): every report reads sums per day, refreshed first from the days
 * whose rows changed since (marked by triggers), so a report is as current as the data, and each read touches a row
 * per instructor and day, not every lesson.
 *
 * A day is settled once the personal rows it is summed from may start to be erased (attendance, site events: see
 * RETENTION_*): from then on its sums are kept as they are, so a two-year report still counts last year's lessons
 * taught after their attendance has gone. A settled day is still summed once if it never was (a first start, a
 * restore, old rows written late).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, shiftDayKey } from '@core/rules/timezones';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/scheduler';
import { rollUpLessonDays } from './lesson-rollup.repository';
import {
  anyStaleDay,
  markRolled,
  rolledBefore,
  takeStaleDays,
  withRollupLock,
  type RollupKind,
  type Tx,
} from './rollups.repository';
import { rollUpVisitDays } from './visit-rollup.repository';

type Retention = Pick<Config['retention'], 'attendanceDays' | 'analyticsDays'>;

/** The first day not yet settled for a retention of `days` days: two weeks' margin for rows written late. */
function firstUnsettledDay(today: string, days: number): string {
  return shiftDayKey(today, -(days - Math.min(14, Math.floor(days / 2))));
}

const ROLL_UP: Record<RollupKind, (tx: Tx, days: readonly string[]) => Promise<void>> = {
  lessons: rollUpLessonDays,
  visits: rollUpVisitDays,
};

/** Sums every day marked changed; returns how many days were summed. Safe on any number of copies at once. */
export async function refreshRollups(db: Database, retention: Retention, now = new Date()): Promise<number> {
  const today = dayKeyInZone(now, DEFAULT_TIME_ZONE);
  const unsettledFrom: Record<RollupKind, string> = {
    lessons: firstUnsettledDay(today, retention.attendanceDays),
    visits: firstUnsettledDay(today, retention.analyticsDays),
  };
  // Most reads find nothing marked: no transaction and no lock for them.
  if (!(await anyStaleDay(db))) return 0;
  return withRollupLock(db, async (tx) => {
    const stale = await takeStaleDays(tx);
    let summed = 0;
    for (const kind of ['lessons', 'visits'] as const) {
      const settled = stale[kind].filter((day) => day < unsettledFrom[kind]);
      const done = await rolledBefore(tx, kind, settled);
      const days = stale[kind].filter((day) => !done.has(day));
      await ROLL_UP[kind](tx, days);
      await markRolled(tx, kind, days);
      summed += days.length;
    }
    return summed;
  });
}

/** Before a report is read: the sums of what changed since the last refresh. */
export const refreshBeforeReading = (app: Pick<FastifyInstance, 'db' | 'config'>, now = new Date()) =>
  refreshRollups(app.db, app.config.retention, now);

/** Keeps the sums current between reads, so a report seldom has more than a few days to sum. */
export const reportRollupJob: Job = {
  name: 'report-rollups',
  intervalMs: 60_000,
  async run(app) {
    await refreshBeforeReading(app);
  },
};
