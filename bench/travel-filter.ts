/**
 * What the travel check adds to a calendar answer the read cache must refill (after every seat change): the 90-day
 * demo range read in-process on the embedded database, without a ZIP (the baseline, in the same run) and with one,
 * with the demo's morning lessons placed at families' pools plus one placed lesson per instructor per day.
 * Prints the median and p90 of 30 reads each, and how many times the ZIP leaves out.
 */
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { openDatabase } from '../src/server/db/client';
import { insertConfirmedBooking } from '../src/server/db/factories';
import { seedDemo } from '../src/server/db/seed';
import { getTimeSlots } from '../src/server/modules/calendar/service';
import { estimatedTravelTimes } from '../src/server/modules/travel/travel-times';
import { tempDataDir } from './lib/server';

const READS = 30;
const DAY = 86_400_000;
const ZIPS = ['20814', '20815', '22030', '20191'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!; // a non-empty list
};

async function main() {
  const handle = await openDatabase({ dataDir: tempDataDir() });
  await handle.migrate();
  await seedDemo(handle.db);
  const db = handle.db;
  // One more placed lesson per instructor and day, at 13:00 New York, at a pool among ZIPS.
  const today = dayKeyInZone(new Date(), DEFAULT_TIME_ZONE);
  const slots = await db.query.timeSlots.findMany();
  let placed = 0;
  for (let d = 1; d <= 56; d++) {
    const at = instantAtWallTime(shiftDayKey(today, d), '13:00', DEFAULT_TIME_ZONE).getTime();
    for (const slot of slots.filter((s) => s.startTime.getTime() === at && s.status === 'available')) {
      const zip = ZIPS[placed++ % ZIPS.length]!; // the index is within the list
      await insertConfirmedBooking(db, {
        slots: [slot],
        seats: 1,
        lessonType: slot.lessonType,
        pool: { street: '1 Bench St', city: 'Bench', state: 'MD', zip },
      }).catch(() => undefined); // a full slot is left as it is
    }
  }
  const query = {
    start: new Date(Date.now()).toISOString(),
    end: new Date(Date.now() + 90 * DAY).toISOString(),
  };
  const travel = { travelTimes: estimatedTravelTimes };
  const time = async (zip?: string) => {
    const ms: number[] = [];
    let count = 0;
    for (let i = 0; i < READS; i++) {
      const started = performance.now();
      const answer = await getTimeSlots(db, { ...query, zip }, travel);
      ms.push(performance.now() - started);
      count = answer.timeSlots.length;
    }
    return { ms, count };
  };
  await time(); // warm-up: the ZIP data and the query plans
  await time('20815');
  const rows: [string, { ms: number[]; count: number }][] = [
    ['no ZIP (baseline)', await time()],
    ['ZIP 20815 (Chevy Chase)', await time('20815')],
    ['ZIP 22301 (Alexandria)', await time('22301')],
  ];
  console.log(
    `time-slots, 90 days, ${slots.length} slots, ${placed} extra placed lessons; ${READS} reads each`,
  );
  console.log('case                        times  p50 ms  p90 ms');
  for (const [name, r] of rows)
    console.log(
      `${name.padEnd(27)} ${String(r.count).padStart(5)}  ${percentile(r.ms, 50).toFixed(1).padStart(6)}  ${percentile(r.ms, 90).toFixed(1).padStart(6)}`,
    );
  await handle.close();
}

await main();
